import type { AuditTrailOwner } from '@/features/admin/api/get-audit-trail';

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  /** Every admin change invalidates `audits()`, so an open trail shows it at once. */
  audits: () => [...adminKeys.all, 'audit'] as const,
  audit: (owner: AuditTrailOwner) => [...adminKeys.audits(), owner] as const,
};
