/** The SQLSTATE of a database error, whether the driver threw it or Drizzle wrapped it. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A value the database cannot store (SQLSTATE class 22: out of range, bad text, NUL byte, too
 * long): the caller's input was wrong, so it is a 400, and its transaction changed nothing.
 */
export function isBadDataError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
