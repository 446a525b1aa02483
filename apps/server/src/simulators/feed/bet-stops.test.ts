import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../lib/feed/envelope.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';
import { BET_STOPS } from './engine.ts';
import type { Happening } from './model.ts';
import { soccer } from './soccer.ts';
import { recordingSimulator } from './test-kit.ts';

type Odds = Extract<FeedEnvelope, { type: 'odds_change' }>;

/**
 * Which moments stop betting, per sport (docs/decisions/096-cash-out-cost-and-live-bet-stops.md):
 * football stops for goals, dangerous moments and red cards; the other sports' books keep their
 * markets open through the breaks between periods and reprice at once.
 */
describe('feed simulator bet stops', () => {
  it('stops football only, and reprices the other sports at a period end without a stop', async () => {
    const r = await recordingSimulator(11, 60);
    const sportOf = new Map<string, string>();
    for (let chunk = 0; chunk < 4; chunk++) {
      for (const e of r.sim.events()) sportOf.set(e.urn, e.sport);
      await r.advance(30_000, 2_000);
    }
    const urnSport = (urn: string) => sportOf.get(urn) ?? 'unknown';
    const stops = r.sent.filter((m) => m.type === 'bet_stop');
    expect(stops.length).toBeGreaterThan(5);
    expect(new Set(stops.map((m) => urnSport(m.eventUrn)))).toEqual(new Set(['soccer']));
    // A period's end of another sport: the odds_change that shows one more period offers prices.
    const last = new Map<string, number>();
    let periodEnds = 0;
    for (const m of r.sent) {
      if (m.type !== 'odds_change' || m.producer !== 1 || !m.body.eventStatus) continue;
      const periods = m.body.eventStatus.periods.length;
      const before = last.get(m.eventUrn);
      last.set(m.eventUrn, periods);
      if (before === undefined || periods <= before || urnSport(m.eventUrn) === 'soccer') continue;
      if (m.body.eventStatus.status !== 1) continue; // the match ended
      periodEnds++;
      expect((m as Odds).body.markets.some((x) => x.status === 1 && x.outcomes?.length)).toBe(true);
    }
    expect(periodEnds).toBeGreaterThan(3);
  });

  it('reports each red card of a football match as a moment that stops betting', () => {
    const rng = mulberry32(3);
    let reds = 0;
    let reported = 0;
    for (let match = 0; match < 60; match++) {
      const s = soccer.init(rng, 0, '', undefined);
      const out: Happening[] = soccer.advance(s, rng, 105);
      reds += s.red[0] + s.red[1];
      reported += out.filter((h) => h === 'red').length;
    }
    expect(reds).toBeGreaterThan(2);
    expect(reported).toBe(reds);
    expect(BET_STOPS.soccer.has('red')).toBe(true);
    expect(BET_STOPS.soccer.has('period')).toBe(false);
  });
});

describe('football totals the count has passed', () => {
  it('are settled at once: none stays open at its last price', async () => {
    const r = await recordingSimulator(11, 60);
    await r.advance(2 * 60_000, 2_000);
    // What a feed consumer holds open per event: lines last sent active, until a stop, a
    // suspension or a settlement closes them.
    const open = new Map<string, Set<string>>();
    const held = (urn: string) => open.get(urn) ?? open.set(urn, new Set()).get(urn)!;
    let stale = 0;
    let settledInPlay = 0;
    for (const m of r.sent) {
      if (m.producer !== 1) continue;
      if (m.type === 'bet_stop') held(m.eventUrn).clear();
      if (m.type === 'bet_settlement' && m.body.certainty === 1) {
        for (const x of m.body.markets) {
          held(m.eventUrn).delete(`${x.id}|${x.specifiers}`);
          if ([166, 139].includes(x.id)) settledInPlay++;
        }
      }
      if (m.type !== 'odds_change') continue;
      for (const x of m.body.markets) {
        if (x.status === 1) held(m.eventUrn).add(`${x.id}|${x.specifiers}`);
        else held(m.eventUrn).delete(`${x.id}|${x.specifiers}`);
      }
      const stats = m.body.eventStatus;
      if (!stats || stats.status !== 1) continue;
      const sum = (p?: [number, number]) => (p ? p[0] + p[1] : 0);
      const counts: Record<string, number> = {
        18: stats.home + stats.away,
        166: sum(stats.statistics?.corners),
        139: sum(stats.statistics?.yellowCards) + sum(stats.statistics?.redCards),
      };
      for (const key of held(m.eventUrn)) {
        const [id, specifiers] = key.split('|') as [string, string];
        const total = Number(specifiers.replace('total=', ''));
        if (id in counts && total % 1 === 0.5 && counts[id]! > total) stale++;
      }
    }
    expect(stale).toBe(0);
    expect(settledInPlay).toBeGreaterThan(0);
  });
});
