import { z } from 'zod';

/** The /integrations overview (spec §2, issue 16): one card per integration. */
export const INTEGRATION_KEYS = ['smoobu', 'roomraccoon', 'csv_import', 'api'] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export const INTEGRATION_STATES = ['not_connected', 'connected', 'errors'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** GET /api/integration: each integration's state, last sync and page. */
export const integrationOverviewSchema = z.object({
  integrations: z.array(
    z.object({
      key: z.enum(INTEGRATION_KEYS),
      state: z.enum(INTEGRATION_STATES),
      /** The last successful sync or import; null when there was none. */
      lastSyncAt: z.string().nullable(),
      /** Open problems (conflicts, failed imports, errors of the last day). */
      problemCount: z.number().int(),
      /** The web page that manages it, e.g. `/plugins/smoobu`; null while it has none yet. */
      path: z.string().nullable(),
    }),
  ),
});
export type IntegrationOverview = z.infer<typeof integrationOverviewSchema>;
