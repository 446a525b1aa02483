import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { afterCommitFault } from '../../lib/fault-hook.ts';
import { RS } from '../../lib/hub88/protocol.ts';
import { hashToken } from '../../lib/secrets.ts';
import { maxBetNotice } from '../../core/bonus/index.ts';
import { acceptBet } from './bet-accept.ts';
import { checkBetSession, fundsRefusal } from './bet-checks.ts';
import { guardBet, lockBetFunds } from './bet-guard.ts';
import { type OpenedBet, openBet } from './bet-open.repository.ts';
import { recordBet } from './bet-record.ts';
import { placeFreeBet } from './free-bet.ts';
import type { BetBody } from './hub88.schemas.ts';
import { type Fingerprint, replay } from './replay.ts';
import { type Outcome, type WalletCtx, runWallet } from './wallet.context.ts';

const fingerprint = (bet: BetBody): Fingerprint => ({
  kind: 'bet',
  user: bet.user,
  units: bet.amount.units,
  currency: bet.currency,
  round: bet.round,
  gameCode: bet.game_code,
  reference: null,
});

/**
 * transaction/bet: debits the player, once per transaction_uuid. Refusals are recorded too, so
 * a replay answers the same; a bet whose rollback came first is refused (the tombstone).
 */
export async function placeBet(ctx: WalletCtx, bet: BetBody): Promise<Outcome> {
  const result = await runWallet(
    ctx,
    { uuids: [bet.transaction_uuid], user: bet.user },
    async (trx) => {
      const opened = await openBet(trx, {
        uuid: bet.transaction_uuid,
        userCode: bet.user,
        tokenHash: hashToken(bet.token),
        gameCode: bet.game_code,
        currency: bet.currency,
      });
      if (opened.seen) return replay(trx, opened.seen, fingerprint(bet));
      if (bet.is_free && bet.reward_uuid)
        return placeFreeBet(trx, { ...bet, reward_uuid: bet.reward_uuid }, opened);
      return decide(trx, bet, ctx.notifier, opened);
    },
    { balanceNotice: 'app' },
  );
  afterCommitFault({ point: 'wallet-bet', transactionUuid: bet.transaction_uuid, moved: result.moved });
  return result;
}

/** The steps of a new bet: session checks, the locked funds, player protection, the debit. */
async function decide(
  trx: Transaction<Database>,
  bet: BetBody,
  notifier: WalletCtx['notifier'],
  opened: OpenedBet,
): Promise<Outcome> {
  const checked = checkBetSession(bet, opened, clock.ms());
  if ('refused' in checked)
    return recordBet(trx, bet, opened.customer?.id ?? null, { status: checked.refused });
  const customerId = checked.customer.id;
  const funds = await lockBetFunds(trx, customerId, bet.currency, opened);
  const balance = { customerId, currency: bet.currency, minor: funds.available };
  const short = fundsRefusal(bet.amount.minor, funds);
  if (short?.over === 'max-bet') {
    // The provider shows its own generic limit message; the player is told the real reason.
    const refused = await recordBet(trx, bet, customerId, { status: RS.LIMIT_REACHED, balance });
    const notice = maxBetNotice(short.maxBet);
    return { ...refused, afterCommit: [() => notifier.notice(customerId, notice)] };
  }
  if (short) return recordBet(trx, bet, customerId, { status: RS.NOT_ENOUGH_MONEY, balance });
  const guarded = await guardBet(trx, bet, customerId, opened.playFacts);
  if ('refused' in guarded) {
    const refused = await recordBet(trx, bet, customerId, { status: guarded.refused, balance });
    return { ...refused, afterCommit: [() => notifier.notice(customerId, guarded.notice)] };
  }
  return acceptBet(trx, notifier, bet, checked, { funds, guard: guarded.guard });
}
