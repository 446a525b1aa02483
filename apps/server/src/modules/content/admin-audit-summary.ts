/**
 * The audit row's before/after summary of a CMS change: only the fields that changed, long
 * texts cut to their start and length (a page body would otherwise fill the trail; the row
 * itself keeps the full text). Audit details are flat, so each side is one JSON string.
 */
const TEXT_MAX = 120;
const SUMMARY_MAX = 4000;

function short(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' && v.length > TEXT_MAX) return `${v.slice(0, TEXT_MAX)}… (${v.length} chars)`;
  return v;
}

const cap = (s: string) => (s.length > SUMMARY_MAX ? `${s.slice(0, SUMMARY_MAX)}…` : s);

export function changeSummary(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: string | null; after: string | null } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    const x = short(before?.[k]);
    const y = short(after?.[k]);
    if (before && after && JSON.stringify(x) === JSON.stringify(y)) continue;
    if (before) b[k] = x;
    if (after) a[k] = y;
  }
  return {
    before: before ? cap(JSON.stringify(b)) : null,
    after: after ? cap(JSON.stringify(a)) : null,
  };
}
