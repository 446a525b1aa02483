import { type KeyObject, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { HUB88_SIGNATURE_HEADER, HUB88_UNITS_PER_MINOR } from '../lib/hub88/protocol.ts';
import { signBody } from '../lib/hub88/signature.ts';
import { availableBalance } from '../core/ledger/index.ts';
import { hashToken, newToken } from '../lib/secrets.ts';
import { insertCustomers } from './customers.ts';
import { type DbKind, type TestApp, createTestApp } from './harness.ts';
import { assertLedgerSound, fund } from './ledger.ts';

/** Seamless-wallet (Hub88) fixtures: the game-wallet module's tests, the simulators' and the kill tests use them. */

export const WALLET_BASE = '/api/provider/hub88';
export const TEST_GAME = 'gw-test-slot';
export const DISABLED_GAME = 'gw-disabled-slot';
/** A second enabled game: a token launched for TEST_GAME is not good for it. */
export const OTHER_GAME = 'gw-other-slot';

let keys: { privateKey: KeyObject; publicKey: KeyObject } | null = null;
/** One RSA key pair per test process: the app under test trusts its public half. */
export const walletKeys = () => (keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));

/** The real app on a fresh database, trusting walletKeys(), with the test games in the catalogue. */
export async function createWalletTestApp(
  kind: DbKind,
  opts: { config?: Partial<Config>; seed?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const t = await createTestApp(kind, { ...opts, gameProviderPublicKey: walletKeys().publicKey });
  await ensureTestGames(t.db);
  return t;
}

/** One wallet suite's app, as every game-wallet test file needs it. */
export type WalletSuite = {
  readonly db: Kysely<Database>;
  readonly app: FastifyInstance;
  /** POSTs a signed wallet call and answers its JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own answer shape
  call(path: string, body: object): Promise<any>;
  roundOf(round: string): Promise<Selectable<Database['game_round']>>;
};

/**
 * Registers the suite's hooks: the app on a fresh database before all tests (then `setup`), the
 * ledger's invariants after each test, the app closed after all. `db` and `app` are ready inside tests.
 */
export function useWalletApp(
  kind: DbKind,
  opts: Parameters<typeof createWalletTestApp>[1] = {},
  setup?: (t: TestApp) => Promise<void>,
): WalletSuite {
  let t: TestApp | undefined;
  const get = () => {
    if (!t) throw new Error('useWalletApp: the app exists only inside tests (after beforeAll)');
    return t;
  };
  beforeAll(async () => {
    t = await createWalletTestApp(kind, opts);
    await setup?.(t);
  });
  afterEach(() => assertLedgerSound(get().db));
  afterAll(() => t?.close());
  return {
    get db() {
      return get().db;
    },
    get app() {
      return get().app;
    },
    call: (path, body) => callWallet(get().app, path, body).then((r) => r.json()),
    roundOf: (round) =>
      get().db.selectFrom('game_round').selectAll().where('round', '=', round).executeTakeFirstOrThrow(),
  };
}

/** A provider with one enabled and one disabled game (the seed may not carry the catalogue). */
export async function ensureTestGames(db: Kysely<Database>): Promise<number> {
  await db
    .insertInto('casino_provider')
    .values({ name: 'Wallet Test Studio', slug: 'wallet-test-studio', launcher: 'hub88', logo_url: '/x.svg' })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const provider = await db
    .selectFrom('casino_provider')
    .select('id')
    .where('slug', '=', 'wallet-test-studio')
    .executeTakeFirstOrThrow();
  const game = (game_code: string, enabled: boolean) => ({
    game_code,
    name: game_code,
    provider_id: provider.id,
    image_url: '/x.svg',
    categories: ['slot'],
    enabled,
  });
  await db
    .insertInto('casino_game')
    .values([game(TEST_GAME, true), game(DISABLED_GAME, false), game(OTHER_GAME, true)])
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
  const row = await db
    .selectFrom('casino_game')
    .select('id')
    .where('game_code', '=', TEST_GAME)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A launch token for this customer (stored hashed, as casino/*launchurl stores it). */
export async function newGameSession(
  db: Kysely<Database>,
  customerId: bigint,
  opts: { expired?: boolean; currency?: string; game?: string } = {},
): Promise<string> {
  const token = newToken();
  const testGame = await ensureTestGames(db);
  const gameId = opts.game
    ? (
        await db
          .selectFrom('casino_game')
          .select('id')
          .where('game_code', '=', opts.game)
          .executeTakeFirstOrThrow()
      ).id
    : testGame;
  await db
    .insertInto('game_session')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      customer_id: customerId,
      game_id: gameId,
      currency: opts.currency ?? 'TRY',
      launcher: 'hub88',
      expires_at: new Date(Date.now() + (opts.expired ? -60_000 : 3_600_000)),
    })
    .execute();
  return token;
}

export type Player = { customerId: bigint; user: string; token: string };

/** A customer with `balance` kuruş and a game session; `user` is the user code Hub88 sends. */
export async function createPlayer(
  db: Kysely<Database>,
  opts: { balance?: bigint; expired?: boolean; disabled?: boolean } = {},
): Promise<Player> {
  const [customerId] = await insertCustomers(db, 1, 'gw');
  if (opts.disabled) {
    await db.updateTable('customer').set({ disabled_at: new Date() }).where('id', '=', customerId!).execute();
  }
  if (opts.balance) await fund(db, customerId!, opts.balance);
  const { user_code } = await db
    .selectFrom('customer')
    .select('user_code')
    .where('id', '=', customerId!)
    .executeTakeFirstOrThrow();
  return { customerId: customerId!, user: user_code, token: await newGameSession(db, customerId!, opts) };
}

/** Kuruş → Hub88 units, for expected balances. */
export const units = (kurus: bigint) => Number(kurus * HUB88_UNITS_PER_MINOR);

export const balanceOf = (db: Kysely<Database>, p: Player) => availableBalance(db, p.customerId);

export type Sign = 'valid' | 'none' | 'bad';

/**
 * POSTs `body` to a wallet path (e.g. '/transaction/bet') exactly as these bytes, signed over
 * them: 'valid' with walletKeys(), 'bad' with another key, 'none' without the header.
 */
export function callWallet(
  app: FastifyInstance,
  path: string,
  body: object | string,
  opts: { sign?: Sign; signature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const sign = opts.sign ?? 'valid';
  const signature =
    opts.signature ??
    (sign === 'valid'
      ? signBody(raw, walletKeys().privateKey)
      : sign === 'bad'
        ? signBody(raw, otherKey())
        : null);
  return app.inject({
    method: 'POST',
    url: `${WALLET_BASE}${path}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [HUB88_SIGNATURE_HEADER]: signature } : {}),
    },
  });
}

let other: KeyObject | null = null;
const otherKey = () => (other ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);

export type BetFields = {
  user: string;
  token: string;
  request_uuid: string;
  transaction_uuid: string;
  round: string;
  round_closed: boolean;
  amount: number;
  currency: string;
  game_code: string;
  [extra: string]: unknown;
};

/** A bet of 1 TRY (100000 units) in a fresh round; `over` replaces any field. */
export const betRequest = (p: Player, over: Partial<BetFields> = {}): BetFields => ({
  user: p.user,
  token: p.token,
  request_uuid: randomUUID(),
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  round_closed: false,
  amount: 100_000,
  currency: 'TRY',
  game_code: TEST_GAME,
  is_free: false,
  supplier_user: `s-${p.user}`,
  meta: {},
  ...over,
});

/** A win for `bet` (same round, same user), closing the round unless told otherwise. */
export const winRequest = (p: Player, bet: BetFields, over: Partial<BetFields> = {}) => ({
  ...betRequest(p, { round: bet.round, round_closed: true, amount: 0 }),
  reference_transaction_uuid: bet.transaction_uuid,
  ...over,
});

/** A rollback of `bet` (no amount, no currency, as Hub88 sends it). */
export function rollbackRequest(p: Player, bet: Pick<BetFields, 'transaction_uuid' | 'round'>, over = {}) {
  return {
    user: p.user,
    token: p.token,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    round_closed: false,
    game_code: TEST_GAME,
    meta: {},
    ...over,
  };
}
