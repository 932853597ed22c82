import type { Db } from '../../db/client';
import { pingDatabase } from './health.repository';

/** Readiness: the database answers and the job runtime has started. */
export function createReadiness(deps: { db: Db; isJobRuntimeStarted: () => boolean }) {
  return {
    async isReady(): Promise<boolean> {
      return (await pingDatabase(deps.db)) && deps.isJobRuntimeStarted();
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
