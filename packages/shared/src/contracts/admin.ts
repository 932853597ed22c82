import { z } from 'zod';

/** GET /api/admin/stats: the platform counts on /admin/dashboard. */
export const platformStatsSchema = z.object({
  hotels: z.number().int(),
  users: z.number().int(),
  superAdmins: z.number().int(),
  unconfirmedUsers: z.number().int(),
  emailsInOutbox: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
