/**
 * drizzle wraps driver errors (DrizzleQueryError with the driver error as `cause`); pg and
 * PGlite both report the PostgreSQL SQLSTATE as `code` and the constraint name.
 */
function driverError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const details = driverError(error);
  if (details?.code !== '23505') return false;
  return !constraint || details.constraint === constraint;
}

/** An exclusion constraint refused the row (SQLSTATE 23P01), e.g. a room sold twice. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const details = driverError(error);
  if (details?.code !== '23P01') return false;
  return !constraint || details.constraint === constraint;
}
