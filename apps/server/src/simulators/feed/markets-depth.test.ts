import type { Sport } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { MARKETS, marketName, outcomeName } from '../../lib/feed/markets.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';
import { LEAGUES } from './leagues.ts';
import { ladderRounding, marketMargin } from './pricing.ts';
import { type LineSpec, evaluate } from './settle.ts';
import { type SimEvent, MODELS, World, lineKey } from './world.ts';

/** Lines offered per sport before the start (docs/decisions/080-deeper-simulator-markets.md). */
const AT_LEAST: Record<Sport, number> = {
  soccer: 60,
  basketball: 20,
  tennis: 15,
  volleyball: 2,
  cs2: 12,
  dota2: 12,
  lol: 12,
};
const SPORTS = Object.keys(AT_LEAST) as Sport[];
/** Markets whose outcomes split every result: exactly one wins unless the line is void. */
const ONE_WINNER = new Set([1, 35, 36, 37, 60, 83, 136, 162, 235, 193, 199, 202, 330, 1332, 26, 29, 75, 95]);

function matchOf(sport: Sport, seed: number): SimEvent {
  const leagues = LEAGUES.filter((l) => l.sport === sport);
  return new World(seed).match(leagues[seed % leagues.length]!, 0);
}

/** Plays a match to its end in `step`-minute moves, gathering every line offered or decided. */
function playThrough(e: SimEvent, step: number) {
  const model = MODELS[e.sport];
  const offered = new Map<string, LineSpec>();
  const decidedOk: boolean[] = [];
  const liveCounts: number[] = [];
  for (let t = 0; !model.ended(e.state); t += step) {
    for (const l of model.lines(e.state)) offered.set(lineKey(l), l);
    const partial = model.result(e.state);
    // A line the play has decided settles on the result as it stands.
    for (const l of model.decided(e.state))
      decidedOk.push(l.outcomes.every((o) => evaluate(l.id, l.specifiers, o, partial) !== null));
    model.advance(e.state, e.play, t + step);
    if (t > 0 && !model.ended(e.state)) liveCounts.push(model.lines(e.state).length);
  }
  return { offered, decidedOk, liveCounts, result: model.result(e.state) };
}

describe('deeper simulator markets', () => {
  it('offers enough lines per sport before the start, and in play in football', () => {
    for (const sport of SPORTS) {
      const e = matchOf(sport, 1);
      const priced = MODELS[sport].price(e.state, mulberry32(1), 0.06);
      expect(priced.length, sport).toBeGreaterThanOrEqual(AT_LEAST[sport]);
      expect(priced.filter((m) => m.status === 1).length, sport).toBeGreaterThanOrEqual(AT_LEAST[sport] - 4);
    }
    for (let seed = 1; seed <= 6; seed++) {
      const e = matchOf('soccer', seed);
      const model = MODELS.soccer;
      for (const minute of [10, 50, 80]) {
        model.advance(e.state, e.play, minute);
        const live = model.price(e.state, mulberry32(seed), 0.09);
        expect(live.length, `${seed} @${minute}`).toBeGreaterThanOrEqual(60);
        if (minute < 80) expect(live.filter((m) => m.status === 1).length).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('settles every offered outcome of every sport under the one rule, over seeds', () => {
    for (const sport of SPORTS) {
      for (let seed = 1; seed <= 6; seed++) {
        const e = matchOf(sport, seed);
        const { offered, decidedOk, liveCounts, result } = playThrough(e, sport === 'soccer' ? 7 : 9);
        expect(decidedOk.every(Boolean), `${sport} ${seed}`).toBe(true);
        for (const l of offered.values()) {
          const settled = l.outcomes.map((o) => evaluate(l.id, l.specifiers, o, result));
          expect(
            settled.every((x) => x !== null && [0, 1].includes(x.result)),
            `${sport} ${seed} ${lineKey(l)}`,
          ).toBe(true);
          const winners = settled.filter((x) => x!.result === 1 && !x!.voidFactor).length;
          const voided = settled.every((x) => x!.voidFactor === 1);
          if (ONE_WINNER.has(l.id) && !voided) expect(winners, `${sport} ${seed} ${lineKey(l)}`).toBe(1);
          // A goal by a player outside the squads wins no named outcome.
          if ([38, 39].includes(l.id)) expect(winners).toBeLessThanOrEqual(1);
          if (l.id === 546) expect(winners).toBe(2);
        }
        if (sport === 'soccer') expect(Math.min(...liveCounts)).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('prices within the margin asked, before the start and in play', () => {
    for (const sport of SPORTS) {
      const e = matchOf(sport, 2);
      for (const [margin, minute] of [
        [0.06, 0],
        [0.09, 20],
      ] as const) {
        MODELS[sport].advance(e.state, e.play, minute);
        for (const m of MODELS[sport].price(e.state, mulberry32(2), margin).filter((x) => x.status === 1)) {
          expect(marketMargin(m), `${sport} ${m.id} ${m.specifiers}`).toBeGreaterThanOrEqual(margin - 1e-9);
          expect(marketMargin(m), `${sport} ${m.id} ${m.specifiers}`).toBeLessThanOrEqual(
            margin + ladderRounding(m) + 1e-4,
          );
        }
      }
    }
  });

  it('prices football as its play settles: priced chances match played frequencies', () => {
    const e = matchOf('soccer', 4);
    const model = MODELS.soccer;
    const prices = model.price(e.state, mulberry32(4), 0);
    const [first] = (e.state as { squads: string[][] }).squads[0]!;
    const picks: [number, string, string][] = [
      [139, 'total=4.5', '12'],
      [136, '', '1'],
      [162, '', '1'],
      [169, 'total=4.5', '12'],
      [40, '', first!],
      [38, 'goalnr=1', first!],
      [39, '', '1716'],
      [83, '', '1'],
      [90, 'total=1.5', '12'],
      [35, '', '78'],
      [547, 'total=2.5', '1727'],
    ];
    const json = JSON.stringify(e.state);
    const rng = mulberry32(99);
    const runs = 3000;
    const wins = picks.map(() => 0);
    for (let i = 0; i < runs; i++) {
      const s = JSON.parse(json) as unknown;
      model.advance(s, rng, 200);
      const r = model.result(s);
      picks.forEach(([id, spec, o], k) => (wins[k]! += evaluate(id, spec, o, r)!.result));
    }
    picks.forEach(([id, spec, o], k) => {
      const q = prices.find((m) => m.id === id && m.specifiers === spec)!.outcomes!.find((x) => x.id === o)!;
      expect(Math.abs(wins[k]! / runs - q.probability!), `${id} ${spec} ${o}`).toBeLessThan(0.035);
    });
  });

  it('names every market and outcome offered in Turkish and English', () => {
    for (const sport of SPORTS) {
      const e = matchOf(sport, 3);
      const players = new Map([...e.home.players, ...e.away.players].map((p) => [p.urn, p.name]));
      const teams = { home: e.home.name, away: e.away.name, names: (urn: string) => players.get(urn) };
      const { offered } = playThrough(e, 15);
      for (const l of offered.values()) {
        expect(MARKETS[l.id], `${l.id}`).toBeDefined();
        for (const locale of ['tr', 'en'] as const) {
          const name = marketName(l.id, l.specifiers, locale, teams);
          expect(name, `${lineKey(l)} ${locale}`).not.toMatch(/[{}]|sr:/);
          for (const o of l.outcomes) {
            const named = outcomeName(l.id, l.specifiers, o, locale, teams) || players.get(o);
            expect(named, `${lineKey(l)} ${o} ${locale}`).toBeTruthy();
          }
        }
      }
    }
    const turkish = matchOf('soccer', 1);
    expect(turkish.league.country).toBe('tr');
    expect(turkish.home.players.map((p) => p.name).join(' ')).toMatch(/[çğıİöşü]/);
  });
});
