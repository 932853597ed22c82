import { z } from 'zod';

/** GET /api/admin/stats: the platform counts on /admin/dashboard. */
export const platformStatsSchema = z.object({
  hotels: z.number().int(),
  users: z.number().int(),
  superAdmins: z.number().int(),
  unconfirmedUsers: z.number().int(),
  emailsInOutbox: z.number().int(),
  /** Where emails go: the local outbox (no SMTP_URL) or a real SMTP server. */
  emailTransport: z.enum(['outbox', 'smtp']).optional(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
