import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { availableBalance } from '../../core/ledger/index.ts';
import { type BetsyWalletClient, betsyWalletClient } from '../../simulators/betsy/wallet-client.ts';
import { bookMovesOf } from '../../core/sportsbook-wallet/test-kit.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type DbKind, type TestApp, createTestApp } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { mintLaunch } from './launch.service.ts';

/** Betsy wallet fixtures (not a test file): a live-mode app, and the simulator's signing client. */
export const BETSY_TEST_SECRET = 'betsy-test-partner-secret-0123456789';
export const BETSY_TEST_URL = 'https://frame.betsy.test';

/** The wallet client the Betsy simulator uses, sending through app.inject with `secret`'s signature. */
export function injectClient(app: FastifyInstance, secret = BETSY_TEST_SECRET): BetsyWalletClient {
  return betsyWalletClient(async (method, path, body, headers) => {
    const res = await app.inject({ method, url: `/api/provider/betsy${path}`, payload: body, headers });
    return res.json();
  }, secret);
}

export type BetsySuite = {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly wallet: BetsyWalletClient;
};

/** One app per describe (BETSY_MODE=live against a made-up frame URL); the ledger checked after each test. */
export function useBetsyApp(kind: DbKind): BetsySuite {
  let t: TestApp | undefined;
  let wallet: BetsyWalletClient | undefined;
  beforeAll(async () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', BETSY_MODE: 'live', BETSY_URL: BETSY_TEST_URL };
    const base = loadConfig({ ...env, BETSY_CID: 'lale', BETSY_SECRET: BETSY_TEST_SECRET });
    t = await createTestApp(kind, { config: { betsy: base.betsy } });
    wallet = injectClient(t.app);
  });
  afterEach(() => assertLedgerSound(t!.db));
  afterAll(() => t?.close());
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
  };
}

export type BetsyTestPlayer = { customerId: bigint; token: string; userId: string; currency: string };

/** A funded player whose launch token the frame has exchanged (user/profile), as after a launch. */
export async function betsyPlayer(s: BetsySuite, balance = 10_000n): Promise<BetsyTestPlayer> {
  const [customerId] = await insertCustomers(s.db, 1, 'bs');
  if (balance > 0n) await fund(s.db, customerId!, balance);
  const { token } = await mintLaunch(s.db, customerId!, { launchTtlSeconds: 60, sessionTtlMinutes: 60 });
  const profile = await s.wallet.profile(token);
  if (profile.code !== 0) throw new Error(`profile refused: ${JSON.stringify(profile)}`);
  return {
    customerId: customerId!,
    token,
    userId: String(profile.userId),
    currency: String(profile.currency),
  };
}

export const cashOf = (s: BetsySuite, p: BetsyTestPlayer) => availableBalance(s.db, p.customerId);

/** The ledger transfers a Betsy bet moved, as sorted `code:amount` (betsy.bet:1000, ...). */
export const movesOf = (db: Kysely<Database>, transactionId: string) =>
  bookMovesOf(db, 'betsy', transactionId);
