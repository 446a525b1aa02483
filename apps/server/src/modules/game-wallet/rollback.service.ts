import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordWin } from '../../core/protection/index.ts';
import { forLog } from '../../lib/identity.ts';
import { RS } from '../../lib/hub88/protocol.ts';
import { lockBonusIfActive, removeWagering, returnFreeRound } from '../../core/bonus/index.ts';
import {
  DEFAULT_CURRENCY,
  type TransferSpec,
  ensurePlayerAccount,
  ensurePlayerBonusAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import type { RollbackBody } from './hub88.schemas.ts';
import { type Fingerprint, balanceFor, replay } from './replay.ts';
import { closeRound, removeBetFromRound } from './round.repository.ts';
import { type Outcome, type WalletCtx, outcome, runWallet } from './wallet.context.ts';
import {
  PROVIDER,
  type WalletTxRow,
  findCustomer,
  findTransaction,
  insertTransaction,
  markRolledBack,
  roundHasWin,
} from './wallet.repository.ts';

const fingerprint = (r: RollbackBody): Fingerprint => ({
  kind: 'rollback',
  user: r.user,
  units: 0n,
  currency: '',
  round: r.round,
  gameCode: r.game_code,
  reference: r.reference_transaction_uuid,
});

type Refund = { bet: (WalletTxRow & { customer_id: bigint }) | null; why: string | null };

/**
 * transaction/rollback: refunds one accepted bet, at most once, and always answers RS_OK so the
 * provider's retry loop ends (docs/wallet-protocol.md §2.5). An unknown bet leaves a tombstone (this row) that
 * refuses the bet if it arrives later. A bet whose round already has a win is not refunded.
 */
export function rollBack(ctx: WalletCtx, r: RollbackBody): Promise<Outcome> {
  return runWallet(
    ctx,
    { uuids: [r.transaction_uuid, r.reference_transaction_uuid], user: r.user },
    async (trx) => {
      const seen = await findTransaction(trx, r.transaction_uuid);
      if (seen) return replay(trx, seen, fingerprint(r));
      const customer = await findCustomer(trx, r.user);
      const bet = await findTransaction(trx, r.reference_transaction_uuid);
      const refund = await refundable(trx, r, bet);
      if (refund.why) {
        ctx.log.warn(
          { transactionUuid: forLog(r.transaction_uuid), betUuid: forLog(r.reference_transaction_uuid) },
          `hub88 wallet: rollback not refunded: ${refund.why}`,
        );
      }
      const amount = refund.bet ? await refundBet(trx, r, refund.bet) : 0n;
      if (!refund.bet && r.round_closed) await closeRound(trx, r.round);
      await insertTransaction(trx, {
        transaction_uuid: r.transaction_uuid,
        kind: 'rollback',
        customer_id: customer?.id ?? null,
        user_code: r.user,
        game_code: r.game_code,
        round: r.round,
        amount,
        provider_amount: 0n,
        currency: bet?.currency ?? '',
        reference_transaction_uuid: r.reference_transaction_uuid,
        status: RS.OK,
        applied: !!refund.bet,
        request_uuid: r.request_uuid,
      });
      const balance = customer ? await balanceFor(trx, customer.id, bet?.currency || DEFAULT_CURRENCY) : null;
      const refunded = outcome(RS.OK, balance, amount > 0n);
      return refund.bet?.customer_bonus_id
        ? { ...refunded, bonusId: refund.bet.customer_bonus_id }
        : refunded;
    },
  );
}

/** Whether the referenced transaction is a bet this rollback must refund, else why not (for ops). */
async function refundable(
  trx: Transaction<Database>,
  r: RollbackBody,
  bet: WalletTxRow | undefined,
): Promise<Refund> {
  if (!bet) return { bet: null, why: null }; // the tombstone case: expected, not a warning
  if (bet.kind !== 'bet') return { bet: null, why: `it names a ${bet.kind}` };
  if (bet.user_code !== r.user || !bet.customer_id) return { bet: null, why: 'the bet is of another user' };
  if (bet.rolled_back) return { bet: null, why: null }; // a second rollback of one bet: nothing to do
  if (!bet.applied) return { bet: null, why: null }; // the bet was refused: nothing was taken
  if (await roundHasWin(trx, bet.round)) return { bet: null, why: 'its round was already settled by a win' };
  return { bet: { ...bet, customer_id: bet.customer_id }, why: null };
}

async function refundBet(
  trx: Transaction<Database>,
  r: RollbackBody,
  bet: WalletTxRow & { customer_id: bigint },
): Promise<bigint> {
  if (bet.amount > 0n) {
    // Each part of the stake goes back where it came from: cash to cash; the bonus part to the
    // bonus balance while that bonus is active, else to the house bonus account (ADR 012).
    const cashPart = bet.amount - bet.bonus_amount;
    const house = await ensureSystemAccount(trx, 'provider', PROVIDER, bet.currency);
    const metadata = { transactionUuid: r.transaction_uuid, betUuid: bet.transaction_uuid, round: bet.round };
    const legs: TransferSpec[] = [];
    const active = bet.customer_bonus_id ? await lockBonusIfActive(trx, bet.customer_bonus_id) : false;
    // Lock order: the bonus row (above) before the ledger accounts (ADR 012).
    if (active && bet.customer_bonus_id)
      await removeWagering(trx, bet.customer_bonus_id, bet.wagering_counted);
    if (bet.bonus_amount > 0n && bet.customer_bonus_id) {
      legs.push({
        id: transferId(PROVIDER, 'rollback-bonus', r.transaction_uuid),
        debit: house,
        credit: active
          ? await ensurePlayerBonusAccount(trx, bet.customer_id, bet.currency)
          : await ensureSystemAccount(trx, 'bonus', 'house', bet.currency),
        amount: bet.bonus_amount,
        currency: bet.currency,
        code: 'casino_rollback_bonus',
        metadata: { ...metadata, customerBonusId: String(bet.customer_bonus_id) },
      });
    }
    if (cashPart > 0n) {
      legs.unshift({
        id: transferId(PROVIDER, 'rollback', r.transaction_uuid),
        debit: house,
        credit: await ensurePlayerAccount(trx, bet.customer_id, bet.currency),
        amount: cashPart,
        currency: bet.currency,
        code: 'casino_rollback',
        metadata,
      });
    }
    await postTransfers(trx, legs);
  }
  if (bet.reward_uuid && bet.customer_bonus_id) await returnFreeRound(trx, bet.customer_bonus_id);
  // The refund counts against the loss window like a win, and is never refused (ADR 024).
  await recordWin(trx, { customerId: bet.customer_id, currency: bet.currency, amount: bet.amount });
  await markRolledBack(trx, bet.transaction_uuid);
  await removeBetFromRound(trx, bet.round, bet.amount, r.round_closed);
  return bet.amount;
}
