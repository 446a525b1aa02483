import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorApiError, createOperatorApiClient } from '../../infra/game-provider/operator-api-client.ts';
import { simulatorCatalogue } from './catalogue.ts';
import { type GameKit, type GameSimulator, createGameSimulator } from './simulator.ts';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const operator = rsa();
const stranger = rsa();
const NO_GAMES: GameKit = { engines: {} as GameKit['engines'], renderGamePage: () => '' };

describe("the simulator's freebet prepaids through the signed Operator API client", () => {
  let sim: GameSimulator;
  let url = '';
  const simNow = { ms: Date.now() };
  const client = (key = operator.privateKey) =>
    createOperatorApiClient({ base: async () => url, operatorId: 3, privateKey: () => key });
  const slot = simulatorCatalogue().games.find((g) => g.engine === 'slot')!;
  const live = simulatorCatalogue().games.find((g) => g.isLive)!;

  beforeAll(async () => {
    sim = await createGameSimulator({
      walletUrl: () => 'http://127.0.0.1:9',
      keys: { ...stranger, publicPem: '' },
      publicBase: () => url,
      games: NO_GAMES,
      operator: { id: 3, publicKey: () => operator.publicKey, now: () => simNow.ms },
    });
    url = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sim.close());

  it("lists a slot's templates, the same ones each time, at most once a minute", async () => {
    const first = await client().listPrepaids(slot.code, 'TRY');
    expect(first.map((p) => [p.game_code, p.currency, p.bet_value, p.bet_count])).toEqual([
      [slot.code, 'TRY', 100_000, 10],
      [slot.code, 'TRY', 50_000, 20],
      [slot.code, 'TRY', null, null],
    ]);
    await expect(client().listPrepaids(slot.code, 'TRY')).rejects.toMatchObject({ kind: 'rate_limited' });
    simNow.ms += 60_000;
    expect(await client().listPrepaids(slot.code, 'TRY')).toEqual(first);
    simNow.ms += 60_000;
    expect(await client().listPrepaids(live.code, 'TRY')).toEqual([]);
  });

  it('refuses a request signed with another key, which the client reports as refused', async () => {
    simNow.ms += 60_000;
    const err = await client(stranger.privateKey)
      .listPrepaids(slot.code, 'TRY')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OperatorApiError);
    expect(err).toMatchObject({ kind: 'refused', message: expect.stringMatching(/401.*signature/) });
  });
});
