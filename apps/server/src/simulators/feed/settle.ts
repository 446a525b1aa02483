import type { OutcomeResult } from '../../lib/feed/envelope.ts';
import { evaluateMore } from './settle-more.ts';
import {
  type LineSpec,
  type MatchResult,
  PUSH,
  type Settled,
  handicap,
  sign,
  spec,
  total,
  won,
} from './settle-rules.ts';

export type { LineSpec, MatchResult, Settled } from './settle-rules.ts';
export { asian } from './settle-rules.ts';

/**
 * Outcome results from a (final or partial) match result: the one rule the simulator both prices
 * and settles by, so prices and settlements can never disagree. Results follow
 * the rules of docs/decisions/021-sportsbook-engine.md: void factor 1 is a push, 0.5 a
 * half-won or half-lost Asian quarter line.
 */
const ONE_X_TWO = ['1', '2', '3'];
const HT_FT_BASE = 418;

function winnerOf(period: [number, number] | undefined, outcomeId: string): Settled {
  if (!period) return PUSH; // a set or map not played is void
  return won(outcomeId === (period[0] > period[1] ? '4' : '5'));
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
    case 199:
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
      return evaluateMore(marketId, specifiers, outcomeId, r, evaluate);
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
