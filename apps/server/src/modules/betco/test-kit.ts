import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { availableBalance } from '../../core/ledger/index.ts';
import { createBetcoSimulator } from '../../simulators/betco/simulator.ts';
import {
  type BetcoSend,
  type BetcoWalletClient,
  betcoWalletClient,
} from '../../simulators/betco/wallet-client.ts';
import { bookMovesOf } from '../../core/sportsbook-wallet/test-kit.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type DbKind, type TestApp, createTestApp } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { mintBetcoLaunch } from './wallet.service.ts';

/** betco wallet fixtures (not a test file): a live-mode app and the simulator wired to it in-process. */
export const BETCO_TEST_SECRET = 'betco-test-wallet-secret-0123456789';
export const BETCO_TEST_URL = 'https://esports.betco.test';

/** The simulator's wire, sent through app.inject instead of HTTP. */
export const injectSend =
  (app: FastifyInstance): BetcoSend =>
  async (path, body, headers) =>
    (await app.inject({ method: 'POST', url: `/api/provider/betco${path}`, payload: body, headers })).json();

export type BetcoSuite = {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  /** The simulator's signing client, as its back end calls our wallet. */
  readonly wallet: BetcoWalletClient;
  /** The simulator itself (its page's /api/* and its back office's /sim/*), calling our app. */
  readonly sim: FastifyInstance;
};

/** One app per describe (BETCO_MODE=live against a made-up frame URL); the ledger checked after each test. */
export function useBetcoApp(kind: DbKind): BetcoSuite {
  let t: TestApp | undefined;
  let sim: FastifyInstance | undefined;
  let wallet: BetcoWalletClient | undefined;
  beforeAll(async () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', BETCO_MODE: 'live', BETCO_URL: BETCO_TEST_URL };
    const base = loadConfig({ ...env, BETCO_SECRET: BETCO_TEST_SECRET });
    t = await createTestApp(kind, { config: { betco: base.betco } });
    const send = injectSend(t.app);
    wallet = betcoWalletClient(send, BETCO_TEST_SECRET);
    sim = createBetcoSimulator({ walletUrl: '', secret: BETCO_TEST_SECRET, hostOrigins: [], send });
  });
  afterEach(() => assertLedgerSound(t!.db));
  afterAll(async () => {
    await sim?.close();
    await t?.close();
  });
  return {
    get app() {
      return t!.app;
    },
    get db() {
      return t!.db;
    },
    get wallet() {
      return wallet!;
    },
    get sim() {
      return sim!;
    },
  };
}

export type BetcoTestPlayer = { customerId: bigint; token: string };

/** A funded player whose launch token the frame has exchanged (POST /session), as after a launch. */
export async function betcoPlayer(s: BetcoSuite, balance = 10_000n): Promise<BetcoTestPlayer> {
  const [customerId] = await insertCustomers(s.db, 1, 'bc');
  if (balance > 0n) await fund(s.db, customerId!, balance);
  const { token } = await mintBetcoLaunch(s.db, customerId!, { launchTtlSeconds: 60, sessionTtlMinutes: 60 });
  const session = await s.wallet.session(token);
  if (session.code !== 0) throw new Error(`session refused: ${JSON.stringify(session)}`);
  return { customerId: customerId!, token };
}

export const cashOf = (s: BetcoSuite, p: BetcoTestPlayer) => availableBalance(s.db, p.customerId);

/** The ledger transfers a betco bet moved, as sorted `code:amount` (betco.bet:1000, ...). */
export const movesOf = (db: Kysely<Database>, transactionId: string) =>
  bookMovesOf(db, 'betco', transactionId);
