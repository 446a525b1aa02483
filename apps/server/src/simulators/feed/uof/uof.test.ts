import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../../lib/feed/envelope.ts';
import { parseUof, toUof } from '../../../lib/feed/uof/index.ts';
import { combineFixture, parseFixture } from '../../../lib/feed/uof/fixture.ts';
import { httpFixtures } from '../../../lib/feed/uof/fixture-source.ts';
import { restRecovery } from '../../../lib/feed/uof/recovery.ts';
import { UofRestError, uofRestClient } from '../../../lib/feed/uof/rest-client.ts';
import { parseXml } from '../../../lib/feed/uof/xml.ts';
import { zodValidatorCompiler } from '../../../lib/validation.ts';
import { registerErrorHandler } from '../../../plugins/errors.ts';
import { recordingSimulator } from '../test-kit.ts';
import { fixtureOf } from '../world.ts';
import { PREFIX, SIM_BOOKMAKER_ID, SIM_UOF_TOKEN } from './uof.routes.ts';

let r: Awaited<ReturnType<typeof recordingSimulator>>;
const app = Fastify();
const all: FeedEnvelope[] = [];

beforeAll(async () => {
  r = await recordingSimulator(5, 60);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(r.sim.routes);
  await app.ready();
  // Half an hour of play at 60x, then the control API's rollback and cancel, and a recovery.
  await r.advance(30 * 60_000);
  const live = () => r.sim.events().find((e) => e.live)!.urn;
  await app.inject({
    method: 'POST',
    url: `/sim/feed/events/${live()}/cancel`,
    payload: { from: r.now - 60_000 },
  });
  const ended = [...r.sim.world.events.values()].find((e) => e.standing.size > 0)!.urn;
  await app.inject({ method: 'POST', url: `/sim/feed/events/${ended}/rollback` });
  await r.sim.requestRecovery(1, r.now - 120_000, 77);
  all.push(...r.sent);
  // Thousands of messages are generated and published: CPU-bound, slower beside another test file.
}, 180_000);
afterAll(() => app.close());

const get = (url: string, token: string | null = SIM_UOF_TOKEN) =>
  app.inject({ method: 'GET', url: `${PREFIX}${url}`, headers: token ? { 'x-access-token': token } : {} });

describe('toUof and parseUof on the simulator own output', () => {
  it('round-trips every message it published (fixture_change: its change and start time)', () => {
    const types = new Set(all.map((m) => m.type));
    expect([...types].sort()).toEqual(
      [
        'alive',
        'bet_cancel',
        'bet_settlement',
        'bet_stop',
        'fixture_change',
        'odds_change',
        'rollback_bet_settlement',
        'snapshot_complete',
      ].sort(),
    );
    const failed = all.flatMap((m) => {
      const expected =
        m.type === 'fixture_change'
          ? { ...m, body: { changeType: m.body.changeType, startTime: Date.parse(m.body.fixture.startTime) } }
          : m;
      const back = parseUof(toUof(m));
      // toEqual over thousands of messages is slow; compare strictly, report the first few.
      return isDeepStrictEqual(back, { ok: true, message: expected }) ? [] : [{ m, back }];
    });
    expect(all.length).toBeGreaterThan(3000);
    expect(failed.slice(0, 3)).toEqual([]);
  });
});

describe('/sim/uof/v1 REST', () => {
  it('refuses a missing or wrong x-access-token with 401', async () => {
    for (const token of [null, 'wrong']) {
      const res = await get('/users/whoami.xml', token);
      expect(res.statusCode).toBe(401);
      expect(parseXml(res.body).attrs.response_code).toBe('FORBIDDEN');
    }
  });

  it('whoami names the bookmaker, its virtual host and the token expiry', async () => {
    const res = await get('/users/whoami.xml');
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const { attrs } = parseXml(res.body);
    expect(attrs).toMatchObject({
      bookmaker_id: String(SIM_BOOKMAKER_ID),
      virtual_host: `/unifiedfeed/${SIM_BOOKMAKER_ID}`,
    });
    expect(Date.parse(attrs.expire_at!)).toBeGreaterThan(r.now);
  });

  it('lists producers 1 and 3 with their recovery windows', async () => {
    const root = parseXml((await get('/descriptions/producers.xml')).body);
    expect(
      root.children.map((p) => [p.attrs.id, p.attrs.scope, p.attrs.stateful_recovery_window_in_minutes]),
    ).toEqual([
      ['1', 'live', '600'],
      ['3', 'prematch', '4320'],
    ]);
  });

  it('describes the market catalogue in tr and en, with outcomes and specifiers', async () => {
    const tr = parseXml((await get('/descriptions/tr/markets.xml')).body);
    const en = parseXml((await get('/descriptions/en/markets.xml')).body);
    const total = (root: typeof tr) => root.children.find((m) => m.attrs.id === '18')!;
    expect(total(tr).attrs).toMatchObject({ name: 'Alt/Üst {total}', groups: 'all|goals' });
    expect(total(en).attrs.name).toBe('Total {total}');
    const [outcomes, specifiers] = total(en).children;
    expect(outcomes!.children.map((o) => o.attrs)).toEqual([
      { id: '12', name: 'Over' },
      { id: '13', name: 'Under' },
    ]);
    expect(specifiers!.children[0]!.attrs).toEqual({ name: 'total', type: 'decimal' });
    const dnb = en.children.find((m) => m.attrs.id === '11')!;
    expect(dnb.children[0]!.children[0]!.attrs.name).toBe('{$competitor1}');
    expect((await get('/descriptions/de/markets.xml')).statusCode).toBe(404);
  });

  it('serves a fixture with its tournament, sport and competitors; 404 for an unknown event', async () => {
    const e = [...r.sim.world.events.values()].find((x) => x.kind === 'match' && x.sport === 'soccer')!;
    const root = parseXml((await get(`/sports/tr/sport_events/${e.urn}/fixture.xml`)).body);
    const fixture = root.children[0]!;
    expect(fixture.attrs).toMatchObject({
      id: e.urn,
      scheduled: new Date(e.startTime).toISOString(),
    });
    const [tournament, competitors] = fixture.children;
    expect(tournament!.children[0]!.attrs).toEqual({ id: 'sr:sport:1', name: 'Futbol' });
    expect(competitors!.children.map((c) => c.attrs.qualifier)).toEqual(['home', 'away']);
    expect((await get('/sports/tr/sport_events/sr:match:1/fixture.xml')).statusCode).toBe(404);
  });
});

describe('uofRestClient against the simulator', () => {
  const clientFor = (warnings: object[], now: number) =>
    uofRestClient({
      baseUrl: `http://sim${PREFIX}`,
      token: SIM_UOF_TOKEN,
      now: () => now,
      log: { warn: (o) => warnings.push(o) },
      fetch: async (url, init) => {
        const res = await app.inject({
          method: init?.method === 'POST' ? 'POST' : 'GET',
          url: String(url).replace('http://sim', ''),
          headers: init?.headers as Record<string, string>,
        });
        return new Response(res.body, { status: res.statusCode });
      },
    });

  it('reads whoami and warns only when the token expires within a week', async () => {
    const warnings: object[] = [];
    const details = await clientFor(warnings, r.now).whoami();
    expect(details).toMatchObject({
      bookmakerId: SIM_BOOKMAKER_ID,
      virtualHost: `/unifiedfeed/${SIM_BOOKMAKER_ID}`,
    });
    expect(warnings).toEqual([]);
    await clientFor(warnings, details.expireAt - 86_400_000).whoami();
    expect(warnings).toEqual([expect.objectContaining({ daysLeft: 1 })]);
  });
});

describe('fixtures and recovery over the simulator REST API', () => {
  const client = (token = SIM_UOF_TOKEN) =>
    uofRestClient({
      baseUrl: `http://sim${PREFIX}`,
      token,
      log: { warn: () => undefined },
      fetch: async (url, init) => {
        const res = await app.inject({
          method: init?.method === 'POST' ? 'POST' : 'GET',
          url: String(url).replace('http://sim', ''),
          headers: init?.headers as Record<string, string>,
        });
        return new Response(res.body, { status: res.statusCode });
      },
    });

  it('serves fixtures the consumer reads back into the fixture the simulator holds', async () => {
    const source = httpFixtures(client());
    const events = [...r.sim.world.events.values()];
    const picks = [events.find((e) => e.kind === 'match')!, events.find((e) => e.kind === 'outright')!];
    for (const e of picks) {
      const [tr, en] = await Promise.all([source.document(e.urn, 'tr'), source.document(e.urn, 'en')]);
      const [a, b] = [parseFixture(tr!), parseFixture(en!)];
      if (!a.ok || !b.ok) throw new Error('fixture.xml did not parse');
      expect(combineFixture(a.doc, b.doc)).toEqual(fixtureOf(e));
      expect(r.sim.fixtures.document(e.urn, 'en')).toBe(en);
    }
    expect(await source.document('sr:match:1', 'tr')).toBeNull();
    await expect(httpFixtures(client('wrong-token')).document(picks[0]!.urn, 'tr')).rejects.toThrow(
      UofRestError,
    );
  });

  it('takes a recovery request and replays on the feed, ending with its request id', async () => {
    const post = (url: string, token: string | null = SIM_UOF_TOKEN) =>
      app.inject({
        method: 'POST',
        url: `${PREFIX}${url}`,
        headers: token ? { 'x-access-token': token } : {},
      });
    expect((await post('/liveodds/recovery/initiate_request?request_id=1', null)).statusCode).toBe(401);
    expect((await post('/live/recovery/initiate_request?request_id=1')).statusCode).toBe(404);
    expect((await post('/pre/recovery/initiate_request?after=soon&request_id=1')).statusCode).toBe(400);
    r.sent.length = 0;
    await restRecovery(client(), 7).requestRecovery(3, r.now - 60_000, 4242);
    await vi.waitFor(() =>
      expect(r.sent.at(-1)).toMatchObject({ type: 'snapshot_complete', requestId: 4242 }),
    );
    expect(r.sent.length).toBeGreaterThan(1);
    expect(r.sent.every((m) => m.producer === 3 && m.requestId === 4242)).toBe(true);
  });

  it("re-sends one event's current odds on a per-event recovery, with its request id and no snapshot_complete", async () => {
    const post = (url: string, token: string | null = SIM_UOF_TOKEN) =>
      app.inject({
        method: 'POST',
        url: `${PREFIX}${url}`,
        headers: token ? { 'x-access-token': token } : {},
      });
    const urn = r.sim.events().find((e) => e.live)!.urn;
    const path = `/liveodds/odds/events/${urn}/initiate_request`;
    expect((await post(`${path}?request_id=1`, null)).statusCode).toBe(401);
    expect((await post(`/live/odds/events/${urn}/initiate_request?request_id=1`)).statusCode).toBe(404);
    expect((await post(`${path}?request_id=x`)).statusCode).toBe(400);
    expect((await post(`${path}?request_id=1&node_id=a`)).statusCode).toBe(400);
    expect((await post('/liveodds/odds/events/sr:match:1/initiate_request?request_id=1')).statusCode).toBe(
      404,
    );

    const urls: string[] = [];
    const recording = uofRestClient({
      baseUrl: `http://sim${PREFIX}`,
      token: SIM_UOF_TOKEN,
      log: { warn: () => undefined },
      fetch: async (url, init) => {
        urls.push(String(url));
        const res = await app.inject({
          method: 'POST',
          url: String(url).replace('http://sim', ''),
          headers: init?.headers as Record<string, string>,
        });
        return new Response(res.body, { status: res.statusCode });
      },
    });
    r.sent.length = 0;
    await restRecovery(recording, 7).requestEventRecovery(1, urn, 5151);
    expect(urls).toEqual([
      `http://sim${PREFIX}/liveodds/odds/events/${encodeURIComponent(urn)}/initiate_request?request_id=5151&node_id=7`,
    ]);
    await vi.waitFor(() => expect(r.sent).toHaveLength(1));
    expect(r.sent[0]).toMatchObject({ type: 'odds_change', producer: 1, eventUrn: urn, requestId: 5151 });
    const markets = (r.sent[0] as Extract<FeedEnvelope, { type: 'odds_change' }>).body.markets;
    expect(markets).toEqual(r.sim.out.current(1, urn));
    expect(markets.length).toBeGreaterThan(0);
    // A product that holds no odds of the event accepts and sends nothing, as the provider does.
    const outright = [...r.sim.world.events.values()].find((e) => e.kind === 'outright')!.urn;
    expect(r.sim.out.current(1, outright)).toEqual([]);
    expect((await post(`/liveodds/odds/events/${outright}/initiate_request?request_id=2`)).statusCode).toBe(
      202,
    );
    await r.sim.out.flush();
    expect(r.sent).toHaveLength(1);
  });
});
