import type { OutcomeResult } from '../../lib/feed/envelope.ts';

/**
 * Outcome results from a (final or partial) match result: the one rule the simulator both prices
 * and settles by, so prices and settlements can never disagree. Results follow
 * the rules of docs/decisions/021-sportsbook-engine.md: void factor 1 is a push, 0.5 a
 * half-won or half-lost Asian quarter line.
 */
export type MatchResult = {
  /** Goals, points (incl. overtime), sets or maps. */
  score: [number, number];
  /** Soccer: the half-time score. */
  ht?: [number, number];
  /** Soccer: total corners. */
  corners?: number;
  /** Soccer: who scored each goal, in order. */
  goals?: ('h' | 'a')[];
  /** Tennis: games won per side over the match. */
  games?: [number, number];
  /** Set or map scores in order (games, points or rounds). */
  periods?: [number, number][];
};

export type LineSpec = { id: number; specifiers: string; outcomes: string[] };
export type Settled = Pick<OutcomeResult, 'result' | 'voidFactor'>;

const WON: Settled = { result: 1 };
const LOST: Settled = { result: 0 };
const PUSH: Settled = { result: 0, voidFactor: 1 };
const won = (yes: boolean): Settled => (yes ? WON : LOST);

// Pricing evaluates the same few specifier strings thousands of times: parse each once.
const parsed = new Map<string, Map<string, string>>();
function spec(specifiers: string, key: string): string {
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

const sign = (h: number, a: number) => (h > a ? 0 : h === a ? 1 : 2);
const ONE_X_TWO = ['1', '2', '3'];
const HT_FT_BASE = 418;

function winnerOf(period: [number, number] | undefined, outcomeId: string): Settled {
  if (!period) return PUSH; // a set or map not played is void
  return won(outcomeId === (period[0] > period[1] ? '4' : '5'));
}

function handicap(diff: number, specifiers: string, outcomeId: string): Settled {
  const hcp = Number(spec(specifiers, 'hcp'));
  return asian(outcomeId === '1714' ? diff + hcp : -(diff + hcp));
}

function total(value: number, specifiers: string, outcomeId: string): Settled {
  const line = Number(spec(specifiers, 'total'));
  return asian(outcomeId === '12' ? value - line : line - value);
}

/** The result of one outcome; null when the result does not decide it (no such market). */
export function evaluate(
  marketId: number,
  specifiers: string,
  outcomeId: string,
  r: MatchResult,
): Settled | null {
  const [h, a] = r.score;
  switch (marketId) {
    case 1:
      return won(outcomeId === ONE_X_TWO[sign(h, a)]);
    case 60:
      return r.ht ? won(outcomeId === ONE_X_TWO[sign(...r.ht)]) : null;
    case 10:
      return won(outcomeId === '9' ? h >= a : outcomeId === '10' ? h !== a : a >= h);
    case 11:
      return h === a ? PUSH : won(outcomeId === (h > a ? '4' : '5'));
    case 18:
      return total(h + a, specifiers, outcomeId);
    case 166:
      return r.corners === undefined ? null : total(r.corners, specifiers, outcomeId);
    case 225:
      return total(h + a, specifiers, outcomeId);
    case 29:
      return won((outcomeId === '74') === (h > 0 && a > 0));
    case 14: {
      const [x, y] = spec(specifiers, 'hcp').split(':').map(Number) as [number, number];
      return won(outcomeId === String(1711 + sign(h + x, a + y)));
    }
    case 16:
    case 223:
    case 327:
      return handicap(h - a, specifiers, outcomeId);
    case 187:
      return r.games ? handicap(r.games[0] - r.games[1], specifiers, outcomeId) : null;
    case 41:
      return won(outcomeId === (h <= 4 && a <= 4 ? `${h}:${a}` : 'other'));
    case 193:
      return won(outcomeId === `${h}:${a}`);
    case 47:
      return r.ht ? won(outcomeId === String(HT_FT_BASE + 2 * (3 * sign(...r.ht) + sign(h, a)))) : null;
    case 8: {
      const scorer = r.goals?.[Number(spec(specifiers, 'goalnr')) - 1];
      return won(outcomeId === (scorer === 'h' ? '6' : scorer === 'a' ? '8' : '7'));
    }
    case 186:
    case 219:
      return won(outcomeId === (h > a ? '4' : '5'));
    case 202:
      return winnerOf(r.periods?.[Number(spec(specifiers, 'setnr')) - 1], outcomeId);
    case 330:
      return winnerOf(r.periods?.[Number(spec(specifiers, 'mapnr')) - 1], outcomeId);
    default:
      return null;
  }
}

/** A bet_settlement market entry for a line, from the final result. */
export function settleLine(line: LineSpec, r: MatchResult) {
  return {
    id: line.id,
    specifiers: line.specifiers,
    outcomes: line.outcomes.map((id): OutcomeResult => ({
      id,
      ...(evaluate(line.id, line.specifiers, id, r) ?? PUSH),
    })),
  };
}

/** Outrights: every winner wins; several winners share by a dead-heat factor. */
export function settleOutright(competitors: string[], winners: string[]) {
  return competitors.map((id): OutcomeResult =>
    winners.includes(id)
      ? { id, result: 1, ...(winners.length > 1 ? { deadHeatFactor: 1 / winners.length } : {}) }
      : { id, result: 0 },
  );
}
