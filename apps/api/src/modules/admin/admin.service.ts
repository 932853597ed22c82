import type { PlatformStats } from '@hotel/shared/contracts/admin';
import type { EmailTransport } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { createAdminRepository } from './admin.repository';

export function createAdminService(deps: { db: Db; emailTransport: EmailTransport }) {
  const repository = createAdminRepository(deps.db);
  return {
    async platformStats(): Promise<PlatformStats> {
      return { ...(await repository.platformCounts()), emailTransport: deps.emailTransport };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
