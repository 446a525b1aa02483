import { type MatchResult, PUSH, type Settled, spec, total, won } from './settle-rules.ts';

type Evaluate = (marketId: number, specifiers: string, outcomeId: string, r: MatchResult) => Settled | null;
type Pair = [number, number];

/**
 * Markets that are another market on a part of the result: a half, a quarter, a set, a map, the
 * corners, the cards, one side's score. `[base market, the part]`; a part the result lacks voids
 * (a set not played) or, where the result never has it (a half still running), is undecided.
 */
const PARTS: Record<number, [number, (r: MatchResult, specifiers: string) => Pair | undefined | null]> = {
  19: [18, (r) => [r.score[0], 0]],
  20: [18, (r) => [r.score[1], 0]],
  227: [18, (r) => [r.score[0], 0]],
  228: [18, (r) => [r.score[1], 0]],
  63: [10, (r) => r.ht ?? null],
  66: [16, (r) => r.ht ?? null],
  68: [18, (r) => r.ht ?? null],
  75: [29, (r) => r.ht ?? null],
  83: [1, (r) => r.halves?.[1] ?? null],
  90: [18, (r) => r.halves?.[1] ?? null],
  95: [29, (r) => r.halves?.[1] ?? null],
  136: [1, (r) => r.cards ?? null],
  139: [18, (r) => r.cards ?? null],
  162: [1, (r) => r.teamCorners ?? null],
  169: [18, (r) => (r.teamCorners ? [r.teamCorners[0], 0] : null)],
  170: [18, (r) => (r.teamCorners ? [r.teamCorners[1], 0] : null)],
  235: [1, (r, s) => r.periods?.[Number(spec(s, 'quarternr')) - 1]],
  236: [18, (r, s) => r.periods?.[Number(spec(s, 'quarternr')) - 1]],
  188: [16, (r) => r.score],
  189: [18, (r) => r.games ?? null],
  204: [18, (r, s) => r.periods?.[Number(spec(s, 'setnr')) - 1]],
  328: [18, (r) => r.score],
  1331: [18, (r, s) => r.kills?.[Number(spec(s, 'mapnr')) - 1]],
};

/** Combined markets: each outcome wins when both of its parts win (`[market, outcome]` twice). */
type Part = [number, string];
const R1: Part = [1, '1'];
const RX: Part = [1, '2'];
const R2: Part = [1, '3'];
const YES: Part = [29, '74'];
const NO: Part = [29, '76'];
const OVER: Part = [18, '12'];
const UNDER: Part = [18, '13'];
const D1X: Part = [10, '9'];
const D12: Part = [10, '10'];
const DX2: Part = [10, '11'];
export const COMBOS: Record<number, Record<string, [Part, Part]>> = {
  35: { 78: [R1, YES], 80: [R1, NO], 82: [RX, YES], 84: [RX, NO], 86: [R2, YES], 88: [R2, NO] },
  36: { 90: [OVER, YES], 92: [UNDER, YES], 94: [OVER, NO], 96: [UNDER, NO] },
  37: {
    794: [R1, UNDER],
    796: [R1, OVER],
    798: [RX, UNDER],
    800: [RX, OVER],
    802: [R2, UNDER],
    804: [R2, OVER],
  },
  546: {
    1718: [D1X, YES],
    1719: [D1X, NO],
    1720: [D12, YES],
    1721: [D12, NO],
    1722: [DX2, YES],
    1723: [DX2, NO],
  },
  547: {
    1724: [D1X, UNDER],
    1725: [D12, UNDER],
    1726: [DX2, UNDER],
    1727: [D1X, OVER],
    1728: [D12, OVER],
    1729: [DX2, OVER],
  },
};

/** The n-th goal's scorer (38), the last (39), anytime (40); 1716 is "no goal". */
function scorer(marketId: number, specifiers: string, outcomeId: string, r: MatchResult): Settled | null {
  const scorers = r.scorers;
  if (!scorers) return null;
  if (marketId === 40) return won(outcomeId === '1716' ? scorers.length === 0 : scorers.includes(outcomeId));
  const who = marketId === 38 ? scorers[Number(spec(specifiers, 'goalnr')) - 1] : scorers.at(-1);
  return won(outcomeId === '1716' ? who === undefined : who === outcomeId);
}

/** Markets beyond the core ones (settle.ts `evaluate`), each read from the result it needs. */
export function evaluateMore(
  marketId: number,
  specifiers: string,
  outcomeId: string,
  r: MatchResult,
  base: Evaluate,
): Settled | null {
  const part = PARTS[marketId];
  if (part) {
    const score = part[1](r, specifiers);
    if (score === null) return null;
    return score ? base(part[0], specifiers, outcomeId, { score }) : PUSH;
  }
  const combo = COMBOS[marketId]?.[outcomeId];
  if (combo) {
    const [[m1, o1], [m2, o2]] = combo;
    return won(base(m1, specifiers, o1, r)?.result === 1 && base(m2, specifiers, o2, r)?.result === 1);
  }
  switch (marketId) {
    case 26:
      return won((outcomeId === '70') === ((r.score[0] + r.score[1]) % 2 === 1));
    case 38:
    case 39:
    case 40:
      return scorer(marketId, specifiers, outcomeId, r);
    case 1332: {
      const first = r.firstBlood?.[Number(spec(specifiers, 'mapnr')) - 1];
      return first ? won(outcomeId === (first === 'h' ? '4' : '5')) : PUSH;
    }
    case 921: {
      const points = r.points?.[spec(specifiers, 'player')];
      return points === undefined ? null : total(points, specifiers, outcomeId);
    }
    default:
      return null;
  }
}
