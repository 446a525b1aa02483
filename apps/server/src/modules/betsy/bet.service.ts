import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { BETSY_CODE, type BetsyBet, type BetsyCode, betsyToMinor } from '../../lib/betsy/protocol.ts';
import { postTransfers, transferId } from '../../core/ledger/index.ts';
import { guardStake, pushLimitAlerts, refusalNotice } from '../../core/protection/index.ts';
import { type BetsyPlayer, sessionPlayer } from './launch.service.ts';
import { type BetsyCtx, type BetsyOutcome, runBetsy } from './wallet.context.ts';
import { insertBetsyBet, lockBetsyBet, lockBetsyCash } from './wallet.repository.ts';

/** Player protection's refusal as Betsy's code: an unverified player is 15, any other block 9. */
export const protectionCode = (code: string): BetsyCode =>
  code === 'KYC_REQUIRED' ? BETSY_CODE.USER_NOT_VERIFIED : BETSY_CODE.USER_BLOCKED;

/**
 * POST payment/bet type 1: debits the stake once per transactionId. A replay with the same
 * player and amount answers what the first call answered and moves nothing; another bet under
 * that id, or one whose rollback came first (the tombstone), is code 8.
 */
export async function placeBetsyBet(ctx: BetsyCtx, bet: BetsyBet): Promise<BetsyOutcome> {
  const player = await sessionPlayer(ctx.db, bet.token);
  return runBetsy(ctx, async (trx) => {
    const seen = await lockBetsyBet(trx, bet.transactionId);
    const stake = betsyToMinor(bet.amount);
    if (seen) {
      const same =
        seen.status !== 'tombstone' && 'customerId' in player && seen.customer_id === player.customerId;
      return { code: same && seen.stake === stake ? (seen.code as BetsyCode) : BETSY_CODE.ALREADY_PROCESSED };
    }
    // Token refusals leave no row: the frame asks for a new token and the bet comes again.
    if ('code' in player) return { code: player.code };
    if (player.userCode !== bet.userId || player.currency !== bet.currency)
      return { code: BETSY_CODE.BAD_REQUEST };
    return decide(ctx.notifier, trx, bet, player, stake);
  });
}

async function decide(
  notifier: BetsyCtx['notifier'],
  trx: Transaction<Database>,
  bet: BetsyBet,
  player: BetsyPlayer,
  stake: bigint,
): Promise<BetsyOutcome> {
  const row = {
    transaction_id: bet.transactionId,
    customer_id: player.customerId,
    currency: bet.currency,
    stake,
  };
  const refuse = async (code: BetsyCode, extra: Partial<BetsyOutcome> = {}) => {
    await insertBetsyBet(trx, { ...row, status: 'refused', code });
    return { code, ...extra };
  };
  if (player.disabled) return refuse(BETSY_CODE.USER_BLOCKED);
  const cash = await lockBetsyCash(trx, player.customerId, bet.currency);
  if (cash.available < stake) return refuse(BETSY_CODE.NOT_ENOUGH_MONEY);
  let alerts;
  try {
    const guarded = { customerId: player.customerId, currency: bet.currency, amount: stake };
    alerts = await guardStake(trx, { ...guarded, source: 'sportsbook' });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // Betsy shows its own message; the player is told the real reason by our notice.
    const notice = refusalNotice(err.code, err.data);
    return refuse(protectionCode(err.code), {
      afterCommit: [() => notifier.notice(player.customerId, notice)],
    });
  }
  if (stake > 0n) {
    await postTransfers(
      trx,
      [
        {
          id: transferId('betsy', 'bet', bet.transactionId),
          debit: cash.player,
          credit: cash.house,
          amount: stake,
          currency: bet.currency,
          code: 'betsy.bet',
          metadata: { transactionId: bet.transactionId },
        },
      ],
      { locked: true },
    );
  }
  await insertBetsyBet(trx, { ...row, status: 'open', code: BETSY_CODE.OK });
  return { code: BETSY_CODE.OK, moved: player.customerId, afterCommit: pushLimitAlerts(notifier, alerts) };
}
