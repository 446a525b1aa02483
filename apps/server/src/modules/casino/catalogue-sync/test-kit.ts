import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signBody } from '../../../lib/hub88/signature.ts';
import { OPERATOR_API } from '../../../lib/hub88/operator-api.ts';
import { HUB88_SIGNATURE_HEADER } from '../../../lib/hub88/protocol.ts';
import {
  type GameSimulator,
  type GameKit,
  createGameSimulator,
} from '../../../simulators/game-provider/simulator.ts';
import type {
  Hub88GameEntry,
  Hub88ProductEntry,
} from '../../../simulators/game-provider/operator-catalogue.ts';
import { type DbKind, type TestApp, createTestApp } from '../../../test/harness.ts';
import { type Config, loadConfig } from '../../../config.ts';

export const OPERATOR_ID = 7;
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The operator's pair (its public half registered with the simulator) and a stranger's. */
export const operatorKeys = rsa();
export const strangerKeys = rsa();

const NO_GAMES: GameKit = { engines: {} as GameKit['engines'], renderGamePage: () => '' };

export const product = (name: string, code: string): Hub88ProductEntry => ({
  product_name: name,
  product_code: code,
  product_logo_url: `https://cdn.example/logos/${code}.png`,
  enabled_currencies: ['TRY'],
});
export const game = (code: string, name: string, productName: string, category: string): Hub88GameEntry => ({
  game_code: code,
  name,
  product: productName,
  category,
  url_thumb: '', // set against the simulator's origin below
  enabled: true,
  rtp: '96.10',
  platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
});

type CryptoKeyLike = Parameters<typeof signBody>[1];
type Listed = { games: Hub88GameEntry[]; products: Hub88ProductEntry[] };

export type OperatorSimulator = {
  sim: GameSimulator;
  simUrl: string;
  /** The simulator's clock: game/list's one-a-minute window. */
  simClock: { ms: number };
  /** POST /sim/catalogue on the simulator. */
  control: (body: object) => Promise<void>;
  /** A raw game/list call, signed with `key` (the operator's by default). */
  gameList: (key?: CryptoKeyLike) => Promise<{ status: number; body: string }>;
  /** The casino config that syncs from it in sim mode with the operator's key. */
  casinoConfig: () => Config['casino'];
};

const post = (app: FastifyInstance, url: string, body: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The game-provider simulator on a loopback port, serving `listed` (default: its whole catalogue). */
export async function startOperatorSimulator(listed?: Listed): Promise<OperatorSimulator> {
  let simUrl = '';
  const simClock = { ms: Date.now() };
  const sim = await createGameSimulator({
    walletUrl: () => 'http://127.0.0.1:9',
    keys: { privateKey: strangerKeys.privateKey, publicKey: strangerKeys.publicKey, publicPem: '' },
    publicBase: () => simUrl,
    games: NO_GAMES,
    operator: {
      id: OPERATOR_ID,
      publicKey: () => operatorKeys.publicKey,
      now: () => simClock.ms,
      catalogue: listed,
    },
  });
  simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  for (const g of listed?.games ?? []) g.url_thumb ||= `${simUrl}/media/games/${g.game_code}.svg`;
  const pem = operatorKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    sim,
    simUrl,
    simClock,
    control: async (body) => {
      const res = await post(sim.app, '/sim/catalogue', JSON.stringify(body), {});
      if (res.statusCode !== 200) throw new Error(`sim control: ${res.statusCode} ${res.body}`);
    },
    gameList: async (key = operatorKeys.privateKey) => {
      const body = JSON.stringify({ operator_id: OPERATOR_ID });
      const res = await post(sim.app, OPERATOR_API.gameList, body, {
        [HUB88_SIGNATURE_HEADER]: signBody(body, key),
      });
      return { status: res.statusCode, body: res.body };
    },
    casinoConfig: () => ({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).casino,
      catalogue: { mode: 'sim', url: simUrl, operatorId: OPERATOR_ID, privateKey: { pem } },
    }),
  };
}

export type CatalogueTestKit = TestApp & OperatorSimulator;

/** A migrated, empty database and the app syncing from the simulator serving `listed`. */
export async function createCatalogueTestKit(kind: DbKind, listed: Listed): Promise<CatalogueTestKit> {
  const op = await startOperatorSimulator(listed);
  const t = await createTestApp(kind, { config: { casino: op.casinoConfig() } });
  return {
    ...t,
    ...op,
    close: async () => {
      await t.close();
      await op.sim.close();
    },
  };
}
