/** The PGlite admission limit's settings (plugins/admission-limit.ts). */
export interface PgliteAdmission {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
}

/**
 * PGlite runs its queries one after the other on this process's thread: a few requests at once
 * keep it busy, and three seconds in line leaves room below the usual 10–30 s client timeouts
 * for the work itself on a machine that is busy too.
 */
export const DEFAULT_PGLITE_ADMISSION: PgliteAdmission = {
  maxActive: 4,
  maxQueued: 100,
  maxWaitMs: 3000,
};
