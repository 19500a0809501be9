/** The SQLSTATE of a database error from either engine, however deeply the ORM wrapped it. */
export function pgErrorCode(err: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined;
    e && !seen.has(e);
    e = e.cause as typeof e
  ) {
    seen.add(e);
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';
