/** The fields of a PostgreSQL error that both drivers (node-postgres and PGlite) report. */
export interface PgErrorFields {
  /** SQLSTATE, e.g. '23505' for a unique violation. */
  code: string;
  constraint?: string | undefined;
  message: string;
}

export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  /** Raised by the credit ledger's append-only trigger. */
  integrityConstraintViolation: '23000',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** Drizzle wraps driver errors in DrizzleQueryError; this finds the database's own error under it. */
export function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: candidate.message,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** True when the error is a unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== PG_ERROR.uniqueViolation) return false;
  return constraint === undefined || pgError.constraint === constraint;
}
