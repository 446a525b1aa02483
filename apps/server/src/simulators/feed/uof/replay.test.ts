import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../../../lib/feed/uof/xml.ts';
import { zodValidatorCompiler } from '../../../lib/validation.ts';
import { registerErrorHandler } from '../../../plugins/errors.ts';
import { recordingSimulator } from '../test-kit.ts';
import type { SimEvent } from '../world.ts';
import { PREFIX, SIM_UOF_TOKEN } from './uof.routes.ts';

let r: Awaited<ReturnType<typeof recordingSimulator>>;
// As app.ts: a trailing slash names the same route.
const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });

beforeAll(async () => {
  r = await recordingSimulator(11, 10);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(r.sim.routes);
  await app.ready();
});
afterAll(() => app.close());

const call = async (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string | null = SIM_UOF_TOKEN,
) => {
  const res = await app.inject({
    method,
    url: `${PREFIX}/replay${url}`,
    headers: token ? { 'x-access-token': token } : {},
  });
  return { status: res.statusCode, root: parseXml(res.body) };
};
const listed = async () => (await call('GET', '/')).root.children.map((e) => [e.attrs.id, e.attrs.position]);
const status = async () => (await call('GET', '/status')).root.attrs;
const sentFor = (urn: string, from = 0) => r.sent.slice(from).filter((m) => m.eventUrn === urn);

describe('the replay server API on the simulator', () => {
  it('answers as the provider: 401 without the token, 404 for an unknown event, 400 for a bad play', async () => {
    expect((await call('GET', '/', null)).status).toBe(401);
    expect((await call('GET', '/status', 'wrong')).root.attrs.response_code).toBe('FORBIDDEN');
    expect((await call('PUT', '/events/sr:match:1')).status).toBe(404);
    expect((await call('POST', '/play')).root.children[0]!.text).toBe('the replay list is empty');
    expect((await call('GET', '')).root).toMatchObject({ name: 'replay_set_content', children: [] });
    expect(await status()).toEqual({ status: 'STOPPED' });
  });

  it('plays a match from the replay list: held until play, at the speed asked, stopped, reset', async () => {
    const events = [...r.sim.world.events.values()];
    const match = events
      .filter((e) => e.kind === 'match' && e.sport === 'soccer' && e.phase === 'scheduled')
      .sort((a, b) => a.startTime - b.startTime)[0]!;
    const outright = events.find((e) => e.kind === 'outright')!;
    // Listing an event again moves it to the end, as on the provider's server.
    for (const e of [match, outright, match])
      expect((await call('PUT', `/events/${e.urn}`)).status).toBe(200);
    expect(await listed()).toEqual([
      [outright.urn, '1'],
      [match.urn, '2'],
    ]);

    // Listed and not playing: due to kick off, it stands still and sends nothing.
    match.startTime = r.now + 1_000;
    let mark = r.sent.length;
    await r.advance(5_000);
    expect(match.phase).toBe('scheduled');
    expect(sentFor(match.urn, mark)).toEqual([]);

    expect((await call('POST', '/play?speed=fast')).status).toBe(400);
    expect((await call('POST', '/play?speed=20&max_delay=0')).status).toBe(400);
    const played = await call('POST', '/play?speed=600&max_delay=3000');
    expect(played.root.attrs.response_code).toBe('OK');
    expect([r.sim.engine.speed, r.sim.engine.maxQuietMs]).toEqual([600, 3000]);
    expect(match.phase).toBe('live');
    expect(await status()).toEqual({ status: 'PLAYING', last_msg_from_event: match.urn });
    await r.advance(3_000);
    const minute = (match.state as { t: number }).t;
    expect(minute).toBeGreaterThan(20);

    expect((await call('POST', '/stop')).status).toBe(200);
    expect((await status()).status).toBe('STOPPED');
    mark = r.sent.length;
    await r.advance(20_000);
    expect(sentFor(match.urn, mark)).toEqual([]);
    expect((match.state as { t: number }).t).toBe(minute);

    // The outright leaves the list; the match plays on to its settlement.
    expect((await call('DELETE', `/events/${outright.urn}`)).status).toBe(200);
    expect(await listed()).toEqual([[match.urn, '1']]);
    await call('POST', '/play?speed=1000');
    await r.advance(15_000);
    expect(['ended', 'closed']).toContain(match.phase);
    expect(sentFor(match.urn).some((m) => m.type === 'bet_settlement')).toBe(true);
    expect((await status()).status).toBe('STOPPED');

    expect((await call('POST', '/reset')).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect([r.sim.engine.speed, r.sim.engine.maxQuietMs, r.sim.engine.frozen.size]).toEqual([10, 10_000, 0]);
  });

  it('sends live prices at least every max_delay ms while nothing happens', async () => {
    const live = [...r.sim.world.events.values()].find((e): e is SimEvent => e.phase === 'live')!;
    await call('PUT', `/events/${live.urn}`);
    // So slow that nothing happens in the match: only the quiet repricing sends its prices.
    await call('POST', '/play?speed=0.001&max_delay=2000');
    const mark = r.sent.length;
    await r.advance(20_000);
    const at = sentFor(live.urn, mark)
      .filter((m) => m.type === 'odds_change')
      .map((m) => m.ts);
    // The first may wait for a bet stop's reopening (up to 8 s); every 2 s after it.
    expect(at.length).toBeGreaterThanOrEqual(6);
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual(Array(at.length - 1).fill(2000));
    await call('POST', '/reset');
  });
});
