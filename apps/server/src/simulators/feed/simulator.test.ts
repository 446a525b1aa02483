import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, FeedMarket } from '../../lib/feed/envelope.ts';
import { onLadder } from './ladder.ts';
import { ladderRounding, marketMargin } from './pricing.ts';
import { settleLine } from './settle.ts';
import { LEAGUES } from './leagues.ts';
import { MODELS, World } from './world.ts';
import { recordingSimulator } from './test-kit.ts';

type Odds = Extract<FeedEnvelope, { type: 'odds_change' }>;
const oddsOf = (sent: FeedEnvelope[]) => sent.filter((m): m is Odds => m.type === 'odds_change');
/** Overround per unit of fair probability (double chance covers each result twice). */
const margin = (m: FeedMarket) => marketMargin(m);

describe('feed simulator', () => {
  it('builds the same world and the same first prices from the same seed', async () => {
    const a = await recordingSimulator(42);
    const b = await recordingSimulator(42);
    expect(a.sim.events()).toEqual(b.sim.events());
    expect(a.sent.slice(0, 200)).toEqual(b.sent.slice(0, 200));
    const other = (seed: number) => new World(seed).match(LEAGUES[0]!, 0);
    expect([other(42).urn, other(42).home.name]).not.toEqual([other(43).urn, other(43).home.name]);
    const fixtures = a.sent.filter((m) => m.type === 'fixture_change');
    expect(fixtures.length).toBeGreaterThan(150);
    const names = fixtures.map((m) => (m.type === 'fixture_change' ? m.body.fixture.home.name : ''));
    expect(names.some((n) => ['Fenerbahçe', 'Beşiktaş', 'Başakşehir', 'Göztepe'].includes(n))).toBe(true);
    const outrights = a.sim.events().filter((e) => e.urn.startsWith('sr:simple_tournament:'));
    expect(outrights).toHaveLength(2);
    for (const e of a.sim.events().filter((x) => x.urn.startsWith('sr:match:'))) {
      expect(e.live || (e.startTime > a.now && e.startTime < a.now + 7 * 86_400_000)).toBe(true);
    }
  });

  it('prices with a 5-7% margin before the start and 8-10% in play', async () => {
    const r = await recordingSimulator(1);
    const odds = oddsOf(r.sent).filter((m) => m.body.markets.some((x) => x.outcomes?.length));
    const pre = odds.filter((m) => m.producer === 3).flatMap((m) => m.body.markets);
    const live = odds.filter((m) => m.producer === 1).flatMap((m) => m.body.markets);
    expect(pre.length).toBeGreaterThan(1000);
    expect(live.length).toBeGreaterThan(100);
    for (const m of pre.filter((x) => x.status === 1))
      expect(margin(m), `${m.id} ${m.specifiers}`).toBeGreaterThanOrEqual(0.05);
    // Above the band only by the rounding down to the price ladder (ladder.ts).
    for (const m of pre.filter((x) => x.status === 1))
      expect(margin(m), `${m.id} ${m.specifiers}`).toBeLessThanOrEqual(0.068 + ladderRounding(m) + 1e-4);
    for (const m of live.filter((x) => x.status === 1)) expect(margin(m)).toBeGreaterThanOrEqual(0.08);
    for (const m of live.filter((x) => x.status === 1))
      expect(margin(m)).toBeLessThanOrEqual(0.098 + ladderRounding(m) + 1e-4);
    const prices = [...pre, ...live].flatMap((m) => (m.outcomes ?? []).filter((o) => o.active));
    expect(prices.filter((o) => !onLadder(o.oddsMilli))).toEqual([]);
    const ids = new Set(pre.map((m) => m.id));
    for (const id of [
      1, 10, 11, 18, 29, 14, 16, 41, 60, 47, 8, 166, 219, 223, 225, 186, 193, 187, 202, 330, 327, 534,
    ]) {
      expect(ids.has(id) || new Set(live.map((m) => m.id)).has(id), `market ${id}`).toBe(true);
    }
  });

  it('keeps enough matches live, hands them over and sends bet_stop before repricing', async () => {
    const r = await recordingSimulator(3, 40);
    const counts = () => {
      const live = r.sim.events().filter((e) => e.live);
      const n = (s: string[]) => live.filter((e) => s.includes(e.sport)).length;
      return [n(['soccer']), n(['basketball']), n(['tennis']), n(['volleyball']), n(['cs2', 'dota2', 'lol'])];
    };
    const atLeast = [6, 2, 2, 1, 3];
    counts().forEach((c, i) => expect(c).toBeGreaterThanOrEqual(atLeast[i]!));
    await r.advance(3 * 60_000, 2_000);
    counts().forEach((c, i) => expect(c).toBeGreaterThanOrEqual(atLeast[i]!));

    // Every match that went live: producer 3's last odds_change hands its markets over.
    const handed = oddsOf(r.sent).filter(
      (m) => m.producer === 3 && m.body.markets.every((x) => x.status === -2),
    );
    expect(handed.length).toBeGreaterThan(5);
    for (const h of handed) {
      const later = r.sent.filter(
        (m) => m.eventUrn === h.eventUrn && m.producer === 3 && m.ts > h.ts && m.type === 'odds_change',
      );
      expect(later).toEqual([]);
      expect(h.body.markets.every((x) => !x.outcomes)).toBe(true);
    }
    // After each bet_stop the next odds_change of that event comes 2-8 s after the last moment
    // (a new moment during the stop pushes the reopening back).
    const stops = r.sent.filter((m) => m.type === 'bet_stop');
    expect(stops.length).toBeGreaterThan(10);
    for (const stop of stops.slice(0, 40)) {
      const next = r.sent.find(
        (m) =>
          m.eventUrn === stop.eventUrn &&
          m.type === 'odds_change' &&
          m.producer === 1 &&
          m.ts >= stop.ts &&
          r.sent.indexOf(m) > r.sent.indexOf(stop),
      );
      if (!next || (next.type === 'odds_change' && next.body.eventStatus?.status !== 1)) continue;
      expect(next.ts - stop.ts).toBeGreaterThanOrEqual(2_000);
    }
    // A goal in football shows up as a bet_stop first.
    const soccerUrns = new Set(
      r.sim
        .events()
        .filter((e) => e.sport === 'soccer')
        .map((e) => e.urn),
    );
    const goal = oddsOf(r.sent).find((m, i, all) => {
      if (!soccerUrns.has(m.eventUrn)) return false;
      const prev = all
        .slice(0, i)
        .reverse()
        .find((p) => p.eventUrn === m.eventUrn && p.producer === 1);
      return (
        prev?.body.eventStatus &&
        m.body.eventStatus &&
        m.body.eventStatus.home + m.body.eventStatus.away >
          prev.body.eventStatus.home + prev.body.eventStatus.away &&
        m.body.eventStatus.status === 1
      );
    });
    expect(goal).toBeDefined();
    const before = r.sent
      .slice(0, r.sent.indexOf(goal!))
      .reverse()
      .find((m) => m.eventUrn === goal!.eventUrn);
    expect(
      before?.type === 'bet_stop' || before?.type === 'bet_settlement',
      JSON.stringify([before, goal]).slice(0, 1500),
    ).toBe(true);
  });

  it('settles every offered line at the end, certainty 1 then the same as certainty 2', async () => {
    const r = await recordingSimulator(5, 40);
    await r.advance(4 * 60_000, 2_000);
    type Settlement = Extract<FeedEnvelope, { type: 'bet_settlement' }>;
    const settlements = r.sent.filter((m): m is Settlement => m.type === 'bet_settlement');
    const c1 = settlements.filter((m) => m.body.certainty === 1);
    const c2 = settlements.filter((m) => m.body.certainty === 2);
    expect(c1.length).toBeGreaterThan(5);
    for (const s of c1.filter((m) => m.ts <= r.now - 6_000)) {
      const twin = c2.find(
        (m) =>
          m.eventUrn === s.eventUrn &&
          m.ts > s.ts &&
          JSON.stringify(m.body.markets) === JSON.stringify(s.body.markets),
      );
      expect(twin, s.eventUrn).toBeDefined();
    }
    // Half-time settles the first-half result while the match goes on.
    const halfTime = c1.find(
      (m) => m.body.markets.some((x) => x.id === 60) && !m.body.markets.some((x) => x.id === 1),
    );
    expect(halfTime).toBeDefined();
    // The final settlement agrees with the final score reported before it.
    const ended = oddsOf(r.sent).filter(
      (m) => m.body.eventStatus?.status === 3 && m.eventUrn.startsWith('sr:match'),
    );
    expect(ended.length).toBeGreaterThan(0);
    for (const end of ended) {
      const fin = c1.find((m) => m.eventUrn === end.eventUrn && m.ts === end.ts);
      if (fin?.type !== 'bet_settlement') continue;
      const winner = fin.body.markets.find((m) => [1, 186, 219].includes(m.id));
      const { home, away } = end.body.eventStatus!;
      if (winner?.id === 1)
        expect(winner.outcomes.find((o) => o.result === 1)!.id).toBe(
          home > away ? '1' : home === away ? '2' : '3',
        );
      if (winner && winner.id !== 1)
        expect(winner.outcomes.find((o) => o.result === 1)!.id).toBe(home > away ? '4' : '5');
    }
    // Ended matches leave the live list.
    for (const e of ended)
      expect(r.sim.events().find((x) => x.urn === e.eventUrn)?.live ?? false).toBe(false);
  });

  it('sends alive every 10 s per producer, none while a producer is stopped', async () => {
    const r = await recordingSimulator(9);
    r.sent.length = 0;
    await r.advance(30_000);
    const alive = (p: number) => r.sent.filter((m) => m.type === 'alive' && m.producer === p);
    expect(alive(1)).toHaveLength(3);
    expect(alive(3)).toHaveLength(3);
    expect(alive(1).every((m) => m.type === 'alive' && m.body.subscribed && m.eventUrn === '')).toBe(true);
    r.sim.out.stopped.add(1);
    r.sent.length = 0;
    await r.advance(30_000);
    expect(r.sent.filter((m) => m.producer === 1)).toEqual([]);
    expect(alive(3).length).toBe(3);
    r.sim.out.stopped.delete(1);
    await r.advance(11_000);
    expect(alive(1).length).toBeGreaterThan(0);
  });

  it('recovers a producer: current odds for every event it prices, settlements since, then snapshot_complete', async () => {
    const r = await recordingSimulator(11, 40);
    const from = r.now;
    await r.advance(2 * 60_000, 3_000);
    const settlements = r.sent.filter((m) => m.producer === 1 && m.type === 'bet_settlement' && m.ts > from);
    r.sent.length = 0;
    await r.sim.requestRecovery(1, from, 77);
    expect(r.sent.every((m) => m.requestId === 77)).toBe(true);
    expect(r.sent.at(-1)).toMatchObject({ type: 'snapshot_complete', producer: 1, requestId: 77 });
    const live = r.sim
      .events()
      .filter((e) => e.live)
      .map((e) => e.urn);
    const recovered = new Set(oddsOf(r.sent).map((m) => m.eventUrn));
    for (const urn of live) expect(recovered.has(urn)).toBe(true);
    expect(r.sent.filter((m) => m.type === 'bet_settlement')).toHaveLength(settlements.length);
  });

  it('models settle consistently with what they report', () => {
    const rng = () => 0.3;
    for (const sport of ['basketball', 'tennis', 'volleyball', 'cs2'] as const) {
      const model = MODELS[sport];
      const s = model.init(rng, 0.1, sport);
      model.advance(s, Math.random, Number.POSITIVE_INFINITY);
      expect(model.ended(s)).toBe(true);
      const r = model.result(s);
      const winner = settleLine(model.lines(s)[0]!, r).outcomes.find((o) => o.result === 1)!.id;
      expect(winner).toBe(r.score[0] > r.score[1] ? '4' : '5');
    }
  });
});
