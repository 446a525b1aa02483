import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { bonusProgressOf } from '../../core/bonus/index.ts';
import type { Balances } from '../../core/accounts/index.ts';
import type { RsStatus } from '../../lib/hub88/protocol.ts';
import { type WalletKeys, lockWalletKeys } from './wallet.repository.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { APP_BALANCE_NOTICES, sendBalanceNotice } from '../../infra/cache/balance-notices.ts';
import { GENERIC_PLANS } from '../../db/generic-plans.ts';

/** What the wallet services need from the server, passed explicitly so they stay plain functions. */
export type WalletCtx = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  notifier: Pick<
    FastifyInstance['notifier'],
    'balanceChanged' | 'bonusProgress' | 'notice' | 'notifyWithin' | 'protection'
  >;
};

/** The player's balance after the call, in kuruş (sent with RS_OK and NOT_ENOUGH_MONEY). */
export type PlayerBalance = { customerId: bigint; currency: string; minor: bigint };

export type Outcome = {
  status: RsStatus;
  balance: PlayerBalance | null;
  /** The ledger moved: push the new balance once committed. */
  moved: boolean;
  /** Pushes of notifications stored with the call, fired once committed. */
  afterCommit?: (() => Promise<void>)[];
  /** The customer bonus whose balance or wagering the call moved: its progress is pushed. */
  bonusId?: bigint | null;
  /**
   * The player's cash and bonus after the call, when the call knows them exactly (no bonus
   * moved, the cash row locked): pushed as they are instead of read again after the commit.
   */
  after?: Balances;
};

export const outcome = (status: RsStatus, balance: PlayerBalance | null = null, moved = false): Outcome => ({
  status,
  balance,
  moved,
});

// 40P01 deadlock, 40001 serialization failure: the whole call is safe to run again.
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs one wallet call in one database transaction that first takes the advisory locks of
 * `keys.uuids` (the call's own transaction_uuid and the bet it refers to), so everything about one
 * bet (the bet, its wins, its rollbacks, replays of each) happens one at a time (ADR 010), and
 * the lock of the player `keys.user` (wallet.repository.ts walletLockKeys).
 * After the commit the new balance is pushed to the player's browsers.
 */
export async function runWallet(
  ctx: WalletCtx,
  keys: WalletKeys,
  fn: (trx: Transaction<Database>) => Promise<Outcome>,
  opts: { balanceNotice?: 'app' } = {},
): Promise<Outcome> {
  let result: Outcome | undefined;
  for (let attempt = 1; !result; attempt++) {
    try {
      result = await ctx.db.transaction().execute(async (trx) => {
        await lockWalletKeys(trx, keys, {
          ...GENERIC_PLANS,
          ...(opts.balanceNotice ? APP_BALANCE_NOTICES : {}),
        });
        return fn(trx);
      });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw err;
    }
  }
  // Only one player's accounts move in a bet or a win: the one the balance is reported for.
  if (opts.balanceNotice && result.balance) void sendBalanceNotice(ctx.db, result.balance.customerId);
  if (result.moved && result.balance) pushBalance(ctx, result.balance.customerId, result.after);
  if (result.moved && result.bonusId) pushBonusProgress(ctx, result.bonusId);
  fireAfterCommit(ctx.log, 'hub88 wallet', result.afterCommit ?? []);
  return result;
}

/** Fire and forget: a lost push only means the header updates on the next poll. */
function pushBalance(ctx: WalletCtx, customerId: bigint, after: Balances | undefined): void {
  ctx.notifier
    .balanceChanged(customerId, after)
    .catch((err: unknown) => ctx.log.warn({ err }, 'hub88 wallet: balance push failed'));
}

/** Fire and forget too: the bonus pages read bonus/mine again when they open. */
function pushBonusProgress(ctx: WalletCtx, bonusId: bigint): void {
  bonusProgressOf(ctx.db, bonusId)
    .then((found) => found && ctx.notifier.bonusProgress(found.customerId, found.progress))
    .catch((err: unknown) => ctx.log.warn({ err }, 'hub88 wallet: bonus progress push failed'));
}
