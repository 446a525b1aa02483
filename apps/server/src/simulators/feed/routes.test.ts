import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../lib/feed/envelope.ts';
import { zodValidatorCompiler } from '../../lib/validation.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { CONFIRM_DELAY_MS } from './lifecycle.ts';
import { recordingSimulator } from './test-kit.ts';

let r: Awaited<ReturnType<typeof recordingSimulator>>;
const app = Fastify();

beforeAll(async () => {
  r = await recordingSimulator(21);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(r.sim.routes);
  await app.ready();
});
afterAll(() => app.close());

const post = async (url: string, body?: unknown) => {
  r.sent.length = 0;
  return app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) });
};
const live = () => r.sim.events().find((e) => e.live && e.sport === 'soccer')!.urn;
const scheduled = () =>
  [...r.sim.world.events.values()].find((e) => e.phase === 'scheduled' && e.kind === 'match')!.urn;
const types = () => r.sent.map((m) => m.type);
/** Market 1's results in the bet_settlements of one certainty sent for the event so far. */
const settlementsOf = (urn: string, certainty: 1 | 2) =>
  r.sent.flatMap((m) =>
    m.type === 'bet_settlement' && m.eventUrn === urn && m.body.certainty === certainty
      ? m.body.markets.filter((x) => x.id === 1 && x.specifiers === '')
      : [],
  );

describe('feed simulator control API', () => {
  it('answers 404 NOT_FOUND for an unknown event and validates bodies', async () => {
    const res = await post('/sim/feed/events/sr:match:1/finish');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await post(`/sim/feed/events/${live()}/settle`, { markets: [{ marketId: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect((await post('/sim/feed/producers/2/stop')).statusCode).toBe(400);
  });

  it('finishes a match: settlements with certainty 1, then 2 a few seconds later', async () => {
    const urn = live();
    const res = await post(`/sim/feed/events/${urn}/finish`);
    expect(res.json()).toMatchObject({ success: true, data: { eventId: urn, phase: 'ended' } });
    const c1 = r.sent.filter((m) => m.type === 'bet_settlement' && m.eventUrn === urn);
    expect(c1.length).toBeGreaterThan(0);
    expect(r.sim.events().find((e) => e.urn === urn)!.live).toBe(false);
    await r.advance(6_000);
    expect(
      r.sent.some((m) => m.type === 'bet_settlement' && m.body.certainty === 2 && m.eventUrn === urn),
    ).toBe(true);
  });

  it('finishes the e-sports outright with a dead heat of two', async () => {
    await post('/sim/feed/events/sr:simple_tournament:2/finish');
    const settled = r.sent.find((m) => m.type === 'bet_settlement');
    expect(settled).toMatchObject({
      producer: 3,
      eventUrn: 'sr:simple_tournament:2',
      body: { certainty: 1 },
    });
    const outcomes = settled?.type === 'bet_settlement' ? settled.body.markets[0]!.outcomes : [];
    const winners = outcomes.filter((o) => o.result === 1);
    expect(winners).toHaveLength(2);
    expect(winners.every((o) => o.deadHeatFactor === 0.5 && o.id.startsWith('sr:competitor:'))).toBe(true);
    expect(outcomes.length).toBeGreaterThan(5);
  });

  it('settles by hand, rolls the settlement back and cancels a window', async () => {
    const urn = live();
    const markets = [
      {
        marketId: 1,
        specifiers: '',
        outcomes: [
          { outcomeId: '1', result: 1 },
          { outcomeId: '2', result: 0 },
          { outcomeId: '3', result: 0 },
        ],
      },
      {
        marketId: 18,
        specifiers: 'total=2.25',
        outcomes: [
          { outcomeId: '12', result: 0, voidFactor: 0.5 },
          { outcomeId: '13', result: 1, voidFactor: 0.5 },
        ],
      },
    ];
    await post(`/sim/feed/events/${urn}/settle`, { markets });
    const settled = r.sent.find(
      (m): m is Extract<FeedEnvelope, { type: 'bet_settlement' }> => m.type === 'bet_settlement',
    );
    expect(settled?.body.markets[1]).toEqual({
      id: 18,
      specifiers: 'total=2.25',
      outcomes: [
        { id: '12', result: 0, voidFactor: 0.5 },
        { id: '13', result: 1, voidFactor: 0.5 },
      ],
    });
    const standing = [...r.sim.world.events.get(urn)!.standing.values()].map(({ id, specifiers }) => ({
      id,
      specifiers,
    }));
    await post(`/sim/feed/events/${urn}/rollback`);
    // Every settlement that stands on the event: the two by hand and any the play decided.
    expect(r.sent).toMatchObject([{ type: 'rollback_bet_settlement', body: { markets: standing } }]);
    expect(standing).toEqual(
      expect.arrayContaining([
        { id: 1, specifiers: '' },
        { id: 18, specifiers: 'total=2.25' },
      ]),
    );
    // Nothing stands any more: a second rollback sends nothing.
    await post(`/sim/feed/events/${urn}/rollback`);
    expect(r.sent).toEqual([]);
    await post(`/sim/feed/events/${urn}/cancel`, { from: 1000, to: 2000 });
    const cancel = r.sent[0];
    expect(cancel).toMatchObject({
      type: 'bet_cancel',
      eventUrn: urn,
      body: { startTime: 1000, endTime: 2000 },
    });
    expect(cancel?.type === 'bet_cancel' && cancel.body.markets.length).toBeGreaterThan(10);
  });

  it('finish, rollback, settle with another winner: no certainty 2 of the rolled-back settlement', async () => {
    const urn = live();
    await post(`/sim/feed/events/${urn}/finish`);
    const auto = settlementsOf(urn, 1);
    const w1 = auto[0]!.outcomes.find((o) => o.result === 1)!.id;
    const w2 = ['1', '2', '3'].find((o) => o !== w1)!;
    await post(`/sim/feed/events/${urn}/rollback`);
    expect(types()).toEqual(['rollback_bet_settlement']);
    await post(`/sim/feed/events/${urn}/settle`, {
      markets: [
        {
          marketId: 1,
          specifiers: '',
          outcomes: ['1', '2', '3'].map((o) => ({ outcomeId: o, result: o === w2 ? 1 : 0 })),
        },
      ],
    });
    await r.advance(CONFIRM_DELAY_MS + 5_000);
    const confirmations = r.sent.filter(
      (m) => m.type === 'bet_settlement' && m.eventUrn === urn && m.body.certainty === 2,
    );
    // Only the standing settlement is confirmed: market 1 with w2, nothing of the automatic one.
    expect(confirmations).toHaveLength(1);
    const confirmed = confirmations[0]!.type === 'bet_settlement' ? confirmations[0]!.body.markets : [];
    expect(confirmed.map((m) => `${m.id}|${m.specifiers}`)).toEqual(['1|']);
    expect(confirmed[0]!.outcomes.find((o) => o.result === 1)!.id).toBe(w2);
    expect(r.sent.some((m) => m.type === 'rollback_bet_settlement')).toBe(false);
  });

  it('a settlement replaced by hand before its confirmation is not confirmed; the newer one is', async () => {
    const urn = live();
    const result = (winner: string) => ({
      markets: [
        {
          marketId: 1,
          specifiers: '',
          outcomes: ['1', '2', '3'].map((o) => ({ outcomeId: o, result: o === winner ? 1 : 0 })),
        },
      ],
    });
    await post(`/sim/feed/events/${urn}/settle`, result('1'));
    await r.advance(2_000);
    await post(`/sim/feed/events/${urn}/settle`, result('3'));
    await r.advance(CONFIRM_DELAY_MS + 2_000);
    const confirmed = settlementsOf(urn, 2);
    expect(confirmed.map((m) => m.outcomes.find((o) => o.result === 1)!.id)).toEqual(['3']);
  });

  it('suspends and resumes, reprices and starts a match now', async () => {
    const urn = live();
    await post(`/sim/feed/events/${urn}/suspend`);
    expect(types()).toEqual(['bet_stop', 'odds_change']);
    const held = r.sent[1]!;
    expect(held.type === 'odds_change' && held.body.markets.every((m) => m.status !== 1)).toBe(true);
    await r.advance(15_000);
    const during = r.sent.filter((m) => m.type === 'odds_change' && m.eventUrn === urn);
    expect(during.every((m) => m.type === 'odds_change' && m.body.markets.every((x) => x.status !== 1))).toBe(
      true,
    );
    await post(`/sim/feed/events/${urn}/resume`);
    const resumed = r.sent[0]!;
    expect(resumed.type === 'odds_change' && resumed.body.markets.some((m) => m.status === 1)).toBe(true);

    const pre = scheduled();
    const before = r.sim.out.current(3, pre);
    await post(`/sim/feed/events/${pre}/reprice`);
    const after = r.sim.out.current(3, pre);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));

    await post(`/sim/feed/events/${pre}/golive`);
    expect(types()).toEqual(['fixture_change', 'odds_change', 'odds_change']);
    expect(r.sent[1]).toMatchObject({ producer: 3 });
    expect(r.sent[2]).toMatchObject({ producer: 1, body: { eventStatus: { status: 1 } } });
    expect(r.sim.events().find((e) => e.urn === pre)!.live).toBe(true);
  });

  it('stops and starts a producer and changes the clock', async () => {
    await post('/sim/feed/producers/1/stop');
    await r.advance(20_000);
    expect(r.sent.filter((m) => m.producer === 1)).toEqual([]);
    const res = await post('/sim/feed/producers/1/start');
    expect(res.json()).toMatchObject({ success: true, data: { producer: 1, running: true } });
    expect(r.sent.some((m) => m.type === 'alive' && m.producer === 1)).toBe(true);
    const clock = await post('/sim/feed/clock', { speed: 60 });
    expect(clock.json()).toMatchObject({ success: true, data: { speed: 60 } });
    expect(r.sim.engine.speed).toBe(60);
  });
});
