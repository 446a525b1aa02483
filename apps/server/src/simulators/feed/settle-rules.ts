import type { OutcomeResult } from '../../lib/feed/envelope.ts';

/**
 * What a match result holds for settlement (settle.ts), and the small rules every market shares:
 * won/lost/push, Asian lines and totals. A field a market needs but the result lacks makes the
 * market void (a set or map not played) or undecided.
 */
export type MatchResult = {
  /** Goals, points (incl. overtime), sets or maps. */
  score: [number, number];
  /** Soccer and basketball: the half-time score. */
  ht?: [number, number];
  /** Regular-time halves: [first, second] (football's full time, basketball's four quarters). */
  halves?: [number, number][];
  /** Soccer: total corners, and per side. */
  corners?: number;
  teamCorners?: [number, number];
  /** Soccer: cards (bookings) per side, a red counting as one. */
  cards?: [number, number];
  /** Soccer: who scored each goal, in order. */
  goals?: ('h' | 'a')[];
  /** Soccer: the scorer of each goal, in order: a player URN, '' for a player not in the squads. */
  scorers?: string[];
  /** Tennis: games won per side over the match. */
  games?: [number, number];
  /** Set, quarter or map scores in order (games, points or rounds). */
  periods?: [number, number][];
  /** E-sports: kills per side on each map played, and who drew first blood on it. */
  kills?: [number, number][];
  firstBlood?: ('h' | 'a')[];
  /** Basketball: points by player URN. */
  points?: Record<string, number>;
};

export type LineSpec = { id: number; specifiers: string; outcomes: string[] };
export type Settled = Pick<OutcomeResult, 'result' | 'voidFactor'>;

export const WON: Settled = { result: 1 };
export const LOST: Settled = { result: 0 };
export const PUSH: Settled = { result: 0, voidFactor: 1 };
export const won = (yes: boolean): Settled => (yes ? WON : LOST);

// Pricing evaluates the same few specifier strings thousands of times: parse each once.
const parsed = new Map<string, Map<string, string>>();
export function spec(specifiers: string, key: string): string {
  let pairs = parsed.get(specifiers);
  if (!pairs) {
    pairs = new Map(specifiers.split('|').map((p) => p.split('=', 2) as [string, string]));
    if (parsed.size < 10_000) parsed.set(specifiers, pairs);
  }
  return pairs.get(key) ?? '';
}

/** A line margin `x` (positive: the selection is ahead of its line) on whole, half and quarter lines. */
export function asian(x: number): Settled {
  const quarters = Math.round(x * 4);
  if (quarters % 2 !== 0) {
    const a = asian((quarters - 1) / 4);
    const b = asian((quarters + 1) / 4);
    if (a.result === 1 && b.result === 1) return WON;
    if (a.result === 0 && !a.voidFactor && b.result === 0 && !b.voidFactor) return LOST;
    // One half pushes: the other half decides whether it is half won or half lost.
    return a.result === 1 || b.result === 1 ? { result: 1, voidFactor: 0.5 } : { result: 0, voidFactor: 0.5 };
  }
  return quarters > 0 ? WON : quarters < 0 ? LOST : PUSH;
}

export const sign = (h: number, a: number) => (h > a ? 0 : h === a ? 1 : 2);

export function handicap(diff: number, specifiers: string, outcomeId: string): Settled {
  const hcp = Number(spec(specifiers, 'hcp'));
  return asian(outcomeId === '1714' ? diff + hcp : -(diff + hcp));
}

export function total(value: number, specifiers: string, outcomeId: string): Settled {
  const line = Number(spec(specifiers, 'total'));
  return asian(outcomeId === '12' ? value - line : line - value);
}
