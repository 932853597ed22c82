import { adminKeys } from '@/lib/admin-data/admin-keys';

/** Whose trail: one hotel's or one user's. */
export type AuditTrailOwner = { hotelId: string } | { userId: string };

/** Every admin change invalidates `all`, so an open trail shows it at once. */
export const adminAuditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  trail: (owner: AuditTrailOwner) => [...adminAuditKeys.all, owner] as const,
};
