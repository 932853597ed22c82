import { adminConnection } from '../test/postgres-admin';

/** Whether the PostgreSQL server answers; when not, says so once, so a skipped run is visible. */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  try {
    const admin = await adminConnection(serverUrl);
    await admin.end();
    return true;
  } catch {
    console.warn(
      `\nScale test SKIPPED: PostgreSQL is not reachable at ${new URL(serverUrl).host}. ` +
        'Start the server (or set TEST_DATABASE_URL) to run it.\n',
    );
    return false;
  }
}
