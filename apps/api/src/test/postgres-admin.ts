import pg from 'pg';

/** The same server, another database: tests create and drop databases next to TEST_DATABASE_URL's. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminConnection(serverUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  return client;
}
