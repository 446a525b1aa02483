/**
 * The fields an update really changes, as `{field: [before, after]}` for the audit trail;
 * fields sent with their current value are left out. Arrays compare by content.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const was = before[key];
    const same = JSON.stringify(was, bigintSafe) === JSON.stringify(value, bigintSafe);
    if (!same) out[key] = [was, value];
  }
  return out;
}

const bigintSafe = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

/** The changes as one audit detail (details are flat strings and numbers). */
export const changesDetail = (changes: Record<string, [unknown, unknown]>) =>
  JSON.stringify(changes, bigintSafe);
