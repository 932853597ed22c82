import type { PlatformStats } from '@hotel/shared/contracts/admin';
import type { EmailTransportKind } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { createAdminRepository } from './admin.repository';

export function createAdminService(deps: { db: Db; emailTransport: EmailTransportKind }) {
  const repository = createAdminRepository(deps.db);
  return {
    async platformStats(): Promise<PlatformStats> {
      return { ...(await repository.platformCounts()), emailTransport: deps.emailTransport };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
