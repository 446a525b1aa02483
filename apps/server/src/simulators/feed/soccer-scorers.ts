import type { FeedMarket } from '../../lib/feed/envelope.ts';
import { type Distribution, fairProbabilities, priceLine } from './pricing.ts';
import type { LineSpec } from './settle.ts';
import { type SoccerState, remaining } from './soccer-dists.ts';
import { SCORER_SHARES } from './squads.ts';

/*
 * Goalscorer prices (docs/decisions/080-deeper-simulator-markets.md): each goal's scorer is a
 * named player by a fixed share of the team's goals, else anyone else (Poisson thinning).
 */

/** Expected goals left per named player, home squad then away, and per side in all. */
function scorerRates(s: SoccerState) {
  const rem = remaining(s).total / 90;
  const side = [s.rate[0] * rem, s.rate[1] * rem];
  const players = s.squads.flatMap((urns, k) =>
    urns.map((urn, i) => ({ urn, k, rate: side[k]! * SCORER_SHARES[i]! })),
  );
  return { side, players };
}

/** The next goal: none, or by one side, by a named player or anyone else (8, 38 and 39 read it). */
export function nextGoal(s: SoccerState): Distribution {
  const { side, players } = scorerRates(s);
  const all = side[0]! + side[1]!;
  const none = Math.exp(-all);
  const next: Distribution = [{ p: none, r: { score: s.score, goals: s.goals, scorers: s.scorers } }];
  if (all <= 0) return next;
  const goal = (p: number, k: number, urn: string) =>
    next.push({
      p: ((1 - none) * p) / all,
      r: { score: s.score, goals: [...s.goals, k === 0 ? 'h' : 'a'], scorers: [...s.scorers, urn] },
    });
  for (const player of players) goal(player.rate, player.k, player.urn);
  for (const k of [0, 1])
    goal(side[k]! - players.filter((x) => x.k === k).reduce((t, x) => t + x.rate, 0), k, '');
  return next;
}

/** Anytime scorer: each outcome on its own two results (scores again or not). */
export function priceAnytime(line: LineSpec, s: SoccerState, margin: number): FeedMarket {
  const { side, players } = scorerRates(s);
  const q = line.outcomes.map((id) => {
    const rate = id === '1716' ? side[0]! + side[1]! : (players.find((x) => x.urn === id)?.rate ?? 0);
    const p = id === '1716' ? Math.exp(-rate) : 1 - Math.exp(-rate);
    const more = id === '1716' ? [] : [id];
    const dist: Distribution = [
      { p: id === '1716' ? p : 1 - p, r: { score: s.score, scorers: s.scorers } },
      {
        p: id === '1716' ? 1 - p : p,
        r: { score: s.score, scorers: [...s.scorers, ...(more.length ? more : [''])] },
      },
    ];
    return fairProbabilities({ ...line, outcomes: [id] }, dist)[0]!;
  });
  // A player who has scored is decided on his own: close his outcome, keep pricing the others.
  const open = line.outcomes.filter((_, i) => q[i]! < 0.97);
  const priced = priceLine(
    { ...line, outcomes: open },
    open.map((id) => q[line.outcomes.indexOf(id)]!),
    margin,
  );
  const byId = new Map((priced.outcomes ?? []).map((o) => [o.id, o]));
  return {
    ...priced,
    outcomes: line.outcomes.map(
      (id, i) => byId.get(id) ?? { id, oddsMilli: 1000, active: false, probability: q[i]! },
    ),
  };
}
