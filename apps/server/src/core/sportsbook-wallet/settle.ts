import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DEFAULT_CURRENCY, postTransfers, transferId } from '../ledger/index.ts';
import { recordWin } from '../protection/index.ts';
import type { BookPlayer, TokenRefusal } from './launch.ts';
import type { BookOutcome, BookProvider } from './provider.ts';
import { type BookBetRow, insertBookBet, lockBookBet, lockBookCash, updateBookBet } from './repository.ts';
import { type BookCtx, runBook } from './run.ts';

type Trx = Transaction<Database>;
type Placed = BookBetRow & { customer_id: bigint };

/** What a provider asks of a placed bet; `cashoutBy` is the token's player when it must be the bet's. */
export type BookChange =
  | { kind: 'settle'; payout: bigint; resultType: string; cashoutBy?: BookPlayer | TokenRefusal }
  | { kind: 'unsettle' }
  | { kind: 'rollback'; currency?: string };

/**
 * Settles (a cash-out is a settlement), unsettles or rolls back the bet under `transactionId`.
 * Idempotent by the id and the bet's state: the settlement in force answered again moves nothing
 * (docs/decisions/091-betsy-sportsbook-bridge.md).
 */
export async function changeBookBet(
  ctx: BookCtx,
  p: BookProvider,
  transactionId: string,
  change: BookChange,
): Promise<BookOutcome> {
  return runBook(ctx, p, async (trx) => {
    const bet = await lockBookBet(trx, p, transactionId);
    if (change.kind === 'rollback') return rollback(trx, p, transactionId, change.currency, bet);
    if (bet?.status === 'rolledBack' || bet?.status === 'tombstone')
      return { code: p.codes.alreadyProcessed };
    // A settle or unsettle of a bet we do not know: not recorded, the provider retries it.
    if (!bet || bet.status === 'refused' || bet.customer_id === null) return { code: p.codes.unknownBet };
    const placed = bet as Placed;
    if (change.kind === 'unsettle') return unsettle(trx, p, placed);
    const by = change.cashoutBy;
    if (by && 'code' in by) return { code: by.code };
    if (by && by.customerId !== placed.customer_id) return { code: p.codes.invalidToken };
    return settle(trx, p, placed, change.payout, change.resultType);
  });
}

/** A movement between the player's cash and the provider's house account, its id from the bet's event. */
async function move(
  trx: Trx,
  p: BookProvider,
  bet: Placed,
  toPlayer: boolean,
  amount: bigint,
  ...event: (string | number)[]
) {
  if (amount === 0n) return;
  const cash = await lockBookCash(trx, p, bet.customer_id, bet.currency);
  await postTransfers(
    trx,
    [
      {
        id: transferId(p.name, ...event, bet.transaction_id),
        debit: toPlayer ? cash.house : cash.player,
        credit: toPlayer ? cash.player : cash.house,
        amount,
        currency: bet.currency,
        code: `${p.name}.${event[0]}`,
        metadata: { transactionId: bet.transaction_id },
      },
    ],
    { locked: true },
  );
  // Wins and refunds count against the loss window; a taken-back win counts negative.
  await recordWin(trx, {
    customerId: bet.customer_id,
    currency: bet.currency,
    amount: toPlayer ? amount : -amount,
  });
}

/** Takes the settlement in force back; refused (nothing moves) if the player spent it. */
async function takeBack(trx: Trx, p: BookProvider, bet: Placed): Promise<boolean> {
  if (bet.status !== 'settled' || bet.payout === 0n) return true;
  const cash = await lockBookCash(trx, p, bet.customer_id, bet.currency);
  if (cash.available < bet.payout) return false;
  await move(trx, p, bet, false, bet.payout, 'unsettle', bet.settlements);
  return true;
}

async function settle(
  trx: Trx,
  p: BookProvider,
  bet: Placed,
  payout: bigint,
  resultType: string,
): Promise<BookOutcome> {
  if (bet.status === 'settled' && bet.payout === payout && bet.result_type === resultType)
    return { code: p.codes.ok };
  // A resettlement: the previous result is reverted, then the new one paid.
  if (!(await takeBack(trx, p, bet))) return { code: p.codes.notEnoughMoney };
  const n = bet.settlements + 1;
  await move(trx, p, bet, true, payout, 'settle', n);
  await updateBookBet(trx, p, bet.transaction_id, {
    status: 'settled',
    payout,
    result_type: resultType,
    settlements: n,
  });
  const moved = payout > 0n || bet.payout > 0n;
  return { code: p.codes.ok, ...(moved ? { moved: bet.customer_id } : {}) };
}

async function unsettle(trx: Trx, p: BookProvider, bet: Placed): Promise<BookOutcome> {
  if (bet.status !== 'settled') return { code: p.codes.ok };
  if (!(await takeBack(trx, p, bet))) return { code: p.codes.notEnoughMoney };
  await updateBookBet(trx, p, bet.transaction_id, { status: 'unsettled', payout: 0n, result_type: null });
  return { code: p.codes.ok, ...(bet.payout > 0n ? { moved: bet.customer_id } : {}) };
}

/**
 * Rollback: an open or unsettled bet's stake goes back once; a settled bet is `alreadyProcessed`.
 * A rollback of a bet we do not know leaves a tombstone (ok, so the provider's loop ends) that
 * refuses the bet if it arrives later.
 */
async function rollback(
  trx: Trx,
  p: BookProvider,
  transactionId: string,
  currency: string | undefined,
  bet: BookBetRow | undefined,
): Promise<BookOutcome> {
  if (!bet) {
    const row = {
      transaction_id: transactionId,
      customer_id: null,
      currency: currency ?? DEFAULT_CURRENCY,
      stake: 0n,
    };
    await insertBookBet(trx, p, { ...row, status: 'tombstone', code: p.codes.alreadyProcessed });
    return { code: p.codes.ok };
  }
  if (bet.status === 'settled') return { code: p.codes.alreadyProcessed };
  if (bet.status !== 'open' && bet.status !== 'unsettled') return { code: p.codes.ok };
  const placed = bet as Placed;
  await move(trx, p, placed, true, bet.stake, 'rollback');
  await updateBookBet(trx, p, transactionId, { status: 'rolledBack' });
  return { code: p.codes.ok, ...(bet.stake > 0n ? { moved: placed.customer_id } : {}) };
}
