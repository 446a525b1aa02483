import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SportsbookConfig } from '../../config.ts';
import { UofRestError } from '../../lib/feed/uof/rest-client.ts';
import { zodValidatorCompiler } from '../../lib/validation.ts';
import { recordingSimulator } from '../../simulators/feed/test-kit.ts';
import { SIM_UOF_TOKEN } from '../../simulators/feed/uof/uof.routes.ts';
import { feedProvider } from './feed-provider.ts';

let r: Awaited<ReturnType<typeof recordingSimulator>>;
const server = Fastify();
let url = '';
const logs: { level: number; obj: object }[] = [];
const log = pino(
  { level: 'info' },
  { write: (line: string) => void logs.push({ level: JSON.parse(line).level, obj: JSON.parse(line) }) },
) as never;

const config = (api: SportsbookConfig['api']) => ({ api }) as SportsbookConfig;

beforeAll(async () => {
  r = await recordingSimulator(3, 10);
  server.setValidatorCompiler(zodValidatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(r.sim.routes);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  url = `${address}/sim/uof/v1`;
});
afterAll(() => server.close());

describe('feedProvider over HTTP (the simulator listening as the provider would)', () => {
  it('checks the token with whoami, reads fixtures and asks for recovery over the REST API', async () => {
    const provider = await feedProvider(config({ url, token: SIM_UOF_TOKEN, nodeId: 5 }), log);
    expect(logs.find((l) => 'bookmakerId' in l.obj)).toBeDefined();
    const e = r.sim.events()[0]!;
    expect(await provider.fixtures.document(e.urn, 'tr')).toBe(r.sim.fixtures.document(e.urn, 'tr'));
    r.sent.length = 0;
    await provider.recovery(null).requestRecovery(1, r.now - 10_000, 99);
    await vi.waitFor(() => expect(r.sent.at(-1)).toMatchObject({ type: 'snapshot_complete', requestId: 99 }));
  });

  it("asks the provider for an event's odds again after a late fixture read, and logs a refusal", async () => {
    const provider = await feedProvider(config({ url, token: SIM_UOF_TOKEN, nodeId: 5 }), log);
    const live = r.sim.events().find((e) => e.live)!.urn;
    r.sent.length = 0;
    provider.fixtures.recoverOdds!(1, live);
    await vi.waitFor(() => expect(r.sent).toHaveLength(1));
    expect(r.sent[0]).toMatchObject({ type: 'odds_change', eventUrn: live, requestId: expect.any(Number) });
    logs.length = 0;
    provider.fixtures.recoverOdds!(1, 'sr:match:1');
    await vi.waitFor(() => expect(logs.at(-1)?.obj).toMatchObject({ level: 40, urn: 'sr:match:1' }));
  });

  it('refuses to start on a token the provider refuses; carries on when it cannot be reached', async () => {
    await expect(feedProvider(config({ url, token: 'not-the-token', nodeId: null }), log)).rejects.toThrow(
      UofRestError,
    );
    logs.length = 0;
    const unreachable = await feedProvider(
      config({ url: 'http://127.0.0.1:9/v1', token: 'x', nodeId: null }),
      log,
    );
    expect(logs.at(-1)).toMatchObject({ level: 50 });
    await expect(unreachable.fixtures.document('sr:match:1', 'tr')).rejects.toThrow();
  });

  it('without FEED_API_URL serves the in-process simulator directly', async () => {
    const provider = await feedProvider(config(null), log);
    const e = r.sim.events()[0]!;
    expect(await provider.fixtures.document(e.urn, 'en')).toBeNull();
    provider.attach(r.sim);
    expect(await provider.fixtures.document(e.urn, 'en')).toBe(r.sim.fixtures.document(e.urn, 'en'));
    expect(provider.recovery(r.sim)).toBe(r.sim);
  });
});
