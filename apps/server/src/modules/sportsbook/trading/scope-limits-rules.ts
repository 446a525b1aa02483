import type { Limits } from '../bets/place/limits.ts';
import type { ScopeLimitRow } from './scope-limits.repository.ts';

/** The scopes of one leg, most specific first (market type, tournament, sport). */
export type LegScope = { marketId: number; tournament: string; sport: string };
export type ScopeTable = ReadonlyMap<string, ScopeLimitRow>;
export const scopeId = (scope: string, key: string) => `${scope}\u0000${key}`;

const ids = (l: LegScope) => [
  scopeId('market', String(l.marketId)),
  scopeId('tournament', l.tournament),
  scopeId('sport', l.sport),
];

/** Pure: the most specific setting of one part for a leg, or null when no scope sets it. */
function partOf(table: ScopeTable, leg: LegScope, part: keyof ScopeLimitRow): bigint | null {
  for (const id of ids(leg)) {
    const v = table.get(id)?.[part];
    if (v !== undefined && v !== null) return v;
  }
  return null;
}

const lower = (a: bigint, b: bigint | null) => (b !== null && b < a ? b : a);

/**
 * Pure: the book's limits for a bet with these legs (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md):
 * each leg's most specific stake and liability limit, the lowest among the legs, never above the
 * site's own. The bet's statement then refuses as for the site's limits (STAKE_TOO_HIGH,
 * LIABILITY_LIMIT), with the allowed amount.
 */
export function scopeLimited(book: Limits, table: ScopeTable, legs: LegScope[]): Limits {
  if (table.size === 0) return book;
  let { maxStake, maxLiability } = book;
  for (const leg of legs) {
    maxStake = lower(maxStake, partOf(table, leg, 'max_stake'));
    maxLiability = lower(maxLiability, partOf(table, leg, 'max_liability'));
  }
  return { ...book, maxStake, maxLiability };
}

/** Pure: whether `next` allows anything `current` did not (a part raised or removed). */
export function scopeLoosens(current: ScopeLimitRow, next: ScopeLimitRow): boolean {
  const up = (c: bigint | null, n: bigint | null) => c !== null && (n === null || n > c);
  return up(current.max_stake, next.max_stake) || up(current.max_liability, next.max_liability);
}

/** Pure: the tighter of the two, part by part: what applies at once while the rest waits. */
export function scopeTighter(current: ScopeLimitRow, next: ScopeLimitRow): ScopeLimitRow {
  const min = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null ? a : a < b ? a : b);
  return {
    max_stake: min(current.max_stake, next.max_stake),
    max_liability: min(current.max_liability, next.max_liability),
  };
}
