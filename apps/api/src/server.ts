import { buildApp } from './app';
import { createLocalStorage } from './adapters/storage/storage';
import { loadConfig } from './config';
import { databaseTargetFromConfig, openDatabase } from './db/client';
import { DEMO_LOGINS } from './seed/demo-logins';
import { hasDemoLogins, seedDemoData } from './seed/seed';
import { buildWorkerApp } from './jobs/worker-app';
import { createSecretBox } from './lib/secret-box';
import { moveLegacySecrets } from './modules/credentials';

function printDemoLogins(url: string) {
  const logins = Object.values(DEMO_LOGINS);
  const emailWidth = Math.max(...logins.map((login) => login.email.length));
  const lines = logins.map(
    (login) =>
      `  ${login.email.padEnd(emailWidth)}  ${login.password}  ${login.firstName} ${login.lastName}, ${login.role}`,
  );
  console.log(
    `\nHotel PMS is running at ${url}\n\nDemo logins (email, password, who):\n${lines.join('\n')}\n`,
  );
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFromConfig(config));
  await database.migrate();
  await moveLegacySecrets(database.db, createSecretBox(config.secretsKey));
  const seeded = config.seedDemo
    ? await seedDemoData(database.db, new Date(), createLocalStorage(config.dataDir))
    : false;

  const app =
    config.role === 'worker'
      ? await buildWorkerApp(config, { database })
      : await buildApp(config, { database });
  const emailTransport = config.smtpUrl ? 'smtp' : 'outbox';
  app.log.info(
    {
      role: config.role,
      database:
        database.kind === 'postgres'
          ? 'PostgreSQL (DATABASE_URL)'
          : `PGlite in ${config.dataDir}/pglite`,
      emailTransport,
      seededDemoData: seeded,
    },
    emailTransport === 'outbox'
      ? 'Emails go to the local outbox (set SMTP_URL to send them); their links are logged'
      : 'Emails are sent over SMTP',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    try {
      // Stops taking requests and jobs, lets running jobs finish (or releases them to another
      // process), then closes the database.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  if (config.seedDemo && (await hasDemoLogins(database.db))) {
    printDemoLogins(url);
  } else {
    console.log(`\nHotel PMS is running at ${url}\n`);
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
