/**
 * The refusals a hot-path statement raises from inside itself, by the plpgsql function that
 * raises each (defined by the migrations named): the statement fails and takes every write of it
 * along, so the check costs no round trip of its own. Each raises P0001 with the hint
 * `<prefix><reason>` and, for a cap, the figures as `detail`.
 */
const PREFIXES = {
  /** sb_decline(reason), 2026_11_29_220000_sportsbook_plain_stake: a one-trip bet's gate failed. */
  sb_decline: 'sb_decline_',
  /** sb_refuse_over_cap(cap, most, worst), 2026_11_29_210000_sportsbook_caps_in_statement. */
  sb_refuse_over_cap: 'sb_cap_',
} as const;

export type RefusingFunction = keyof typeof PREFIXES;
export type StatementRefusal = { reason: string; detail: string | undefined };

/** The refusal `fn` raised in the statement that failed with `err`; null for any other error. */
export function refusalBy(fn: RefusingFunction, err: unknown): StatementRefusal | null {
  const e = err as { code?: string; hint?: string; detail?: string } | null;
  const prefix = PREFIXES[fn];
  if (e?.code !== 'P0001' || !e.hint?.startsWith(prefix)) return null;
  return { reason: e.hint.slice(prefix.length), detail: e.detail };
}
