/** Which unique rule a failed write broke (PostgreSQL and PGlite both report the constraint), or null. */
export function violatedConstraint(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return null;
  return e.constraint ?? e.message ?? '';
}
