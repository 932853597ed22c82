import { z } from 'zod';
import { pageQueryFields, pagedResponse } from './fields';

/**
 * The admin area's audit trail (issue 18): every change a super admin makes, with who, when,
 * what, and before and after. A credential's entry only says that it changed.
 */
export const ADMIN_AUDIT_SUBJECTS = [
  'user',
  'hotel',
  'configuration',
  'credential',
  'preset',
  'platform',
] as const;
export type AdminAuditSubject = (typeof ADMIN_AUDIT_SUBJECTS)[number];

const jsonObject = z.record(z.string(), z.unknown());

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  subject: z.enum(ADMIN_AUDIT_SUBJECTS),
  /** `<subject>.<verb>`, e.g. `user.created`, `hotel.updated`, `credential.changed`. */
  action: z.string(),
  hotelId: z.string().nullable(),
  userId: z.string().nullable(),
  /** The hotel's or user's name at the time. */
  label: z.string(),
  before: jsonObject.nullable(),
  after: jsonObject.nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit: one hotel's or one user's trail, newest first. */
export const adminAuditQuerySchema = z
  .object({
    hotelId: z.uuid('validation.invalid').optional(),
    userId: z.uuid('validation.invalid').optional(),
    ...pageQueryFields(20),
  })
  .refine((query) => Boolean(query.hotelId) !== Boolean(query.userId), {
    message: 'validation.invalid',
    path: ['hotelId'],
  });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditPageSchema = pagedResponse(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
