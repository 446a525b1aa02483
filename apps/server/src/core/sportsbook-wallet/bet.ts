import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { postTransfers, transferId } from '../ledger/index.ts';
import { guardStake, pushLimitAlerts, refusalNotice } from '../protection/index.ts';
import { type BookPlayer, sessionPlayer } from './launch.ts';
import type { BookOutcome, BookProvider } from './provider.ts';
import { insertBookBet, lockBookBet, lockBookCash } from './repository.ts';
import { type BookCtx, runBook } from './run.ts';

/** A bet as every provider's protocol reduces to it: the token's player stakes kuruş under an id. */
export type BookBet = {
  token: string;
  /** The provider's copy of our player code, when its protocol sends one (must match). */
  userId?: string;
  currency: string;
  stake: bigint;
  transactionId: string;
};

/**
 * Debits the stake once per transaction id. A replay with the same player and amount answers
 * what the first call answered and moves nothing; another bet under that id, or one whose
 * rollback came first (the tombstone), is `alreadyProcessed`. Token refusals leave no row: the
 * frame asks for a new token and the bet comes again.
 */
export async function placeBookBet(ctx: BookCtx, p: BookProvider, bet: BookBet): Promise<BookOutcome> {
  const player = await sessionPlayer(ctx.db, p, bet.token);
  return runBook(ctx, p, async (trx) => {
    const seen = await lockBookBet(trx, p, bet.transactionId);
    if (seen) {
      const same =
        seen.status !== 'tombstone' && 'customerId' in player && seen.customer_id === player.customerId;
      return { code: same && seen.stake === bet.stake ? seen.code : p.codes.alreadyProcessed };
    }
    if ('code' in player) return { code: player.code };
    if ((bet.userId !== undefined && player.userCode !== bet.userId) || player.currency !== bet.currency)
      return { code: p.codes.badRequest };
    return decide(ctx.notifier, trx, p, bet, player);
  });
}

async function decide(
  notifier: BookCtx['notifier'],
  trx: Transaction<Database>,
  p: BookProvider,
  bet: BookBet,
  player: BookPlayer,
): Promise<BookOutcome> {
  const { stake } = bet;
  const row = {
    transaction_id: bet.transactionId,
    customer_id: player.customerId,
    currency: bet.currency,
    stake,
  };
  const refuse = async (code: number, extra: Partial<BookOutcome> = {}) => {
    await insertBookBet(trx, p, { ...row, status: 'refused', code });
    return { code, ...extra };
  };
  if (player.disabled) return refuse(p.codes.userBlocked);
  const cash = await lockBookCash(trx, p, player.customerId, bet.currency);
  if (cash.available < stake) return refuse(p.codes.notEnoughMoney);
  let alerts;
  try {
    const guarded = { customerId: player.customerId, currency: bet.currency, amount: stake };
    alerts = await guardStake(trx, { ...guarded, source: 'sportsbook' });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // The frame shows its own message; the player is told the real reason by our notice.
    const notice = refusalNotice(err.code, err.data);
    const code = err.code === 'KYC_REQUIRED' ? p.codes.userNotVerified : p.codes.userBlocked;
    return refuse(code, { afterCommit: [() => notifier.notice(player.customerId, notice)] });
  }
  if (stake > 0n) {
    await postTransfers(
      trx,
      [
        {
          id: transferId(p.name, 'bet', bet.transactionId),
          debit: cash.player,
          credit: cash.house,
          amount: stake,
          currency: bet.currency,
          code: `${p.name}.bet`,
          metadata: { transactionId: bet.transactionId },
        },
      ],
      { locked: true },
    );
  }
  await insertBookBet(trx, p, { ...row, status: 'open', code: p.codes.ok });
  return { code: p.codes.ok, moved: player.customerId, afterCommit: pushLimitAlerts(notifier, alerts) };
}
