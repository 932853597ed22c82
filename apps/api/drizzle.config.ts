import { defineConfig } from 'drizzle-kit';

// Generation only: the app runs these migrations itself at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-setup.ts',
    './src/db/schema-bookings.ts',
    './src/db/schema-operations.ts',
    './src/db/schema-platform.ts',
    './src/db/schema-notifications.ts',
    './src/db/schema-guest-app.ts',
    './src/db/schema-locks.ts',
    './src/db/schema-channels.ts',
    './src/db/schema-integrations.ts',
    './src/db/schema-admin.ts',
  ],
  out: './drizzle',
});
