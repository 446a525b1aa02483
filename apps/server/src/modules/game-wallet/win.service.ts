import type { Transaction } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { winsUsage } from '../../core/protection/limits.ts';
import { collectDebts } from '../../core/debts/collect.ts';
import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import { lockBonusIfActive } from '../../core/bonus/wagering.ts';
import { bonusShare } from '../../core/bonus/spending.ts';
import {
  type TransferSpec,
  ensurePlayerBonusAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import type { WinBody } from './hub88.schemas.ts';
import { type Fingerprint, replay } from './replay.ts';
import { type WinAccounts, openWin } from './win-open.repository.ts';
import { addWinToRound } from './round.repository.ts';
import { type Outcome, type WalletCtx, outcome, runWallet } from './wallet.context.ts';
import { PROVIDER, type WalletTxRow, insertTransaction, lockPlayerForWin } from './wallet.repository.ts';

const fingerprint = (w: WinBody): Fingerprint => ({
  kind: 'win',
  user: w.user,
  units: w.amount.units,
  currency: w.currency,
  round: w.round,
  gameCode: w.game_code,
  reference: w.reference_transaction_uuid,
});

/**
 * transaction/win: credits the player for an accepted bet, once per transaction_uuid. The token
 * is not checked (wins come long after bets) and a disabled customer is still paid. Amount 0
 * closes a losing round without a ledger posting.
 */
export function settleWin(ctx: WalletCtx, w: WinBody): Promise<Outcome> {
  return runWallet(
    ctx,
    [w.transaction_uuid, w.reference_transaction_uuid],
    async (trx) => {
      const { seen, bet, rollbackOfBet, player } = await openWin(trx, {
        winUuid: w.transaction_uuid,
        betUuid: w.reference_transaction_uuid,
        currency: w.currency,
      });
      if (seen) return replay(trx, seen, fingerprint(w));
      if (bet?.rolled_back || (!bet?.applied && rollbackOfBet)) {
        await record(trx, w, bet ?? null, RS.TRANSACTION_ROLLED_BACK);
        return outcome(RS.TRANSACTION_ROLLED_BACK);
      }
      // Not recorded: the bet may still be on its way, and the provider retries wins until they land.
      if (!bet || bet.kind !== 'bet' || !bet.applied || bet.user_code !== w.user || !bet.customer_id) {
        return outcome(RS.TRANSACTION_DOES_NOT_EXIST);
      }
      if (w.currency !== bet.currency) {
        await record(trx, w, bet, RS.WRONG_CURRENCY);
        return outcome(RS.WRONG_CURRENCY);
      }
      return pay(trx, w, { ...bet, customer_id: bet.customer_id }, player);
    },
    { balanceNotice: 'app' },
  );
}

async function record(
  trx: Transaction<Database>,
  w: WinBody,
  bet: WalletTxRow | null,
  status: RsStatus,
  applied = false,
  also?: Parameters<typeof insertTransaction>[2],
): Promise<void> {
  await insertTransaction(
    trx,
    {
      transaction_uuid: w.transaction_uuid,
      kind: 'win',
      customer_id: bet?.customer_id ?? null,
      user_code: w.user,
      game_code: w.game_code,
      round: w.round,
      amount: w.amount.minor,
      provider_amount: w.amount.units,
      currency: w.currency,
      reference_transaction_uuid: w.reference_transaction_uuid,
      status,
      applied,
      request_uuid: w.request_uuid,
    },
    also,
  );
}

async function pay(
  trx: Transaction<Database>,
  w: WinBody,
  bet: WalletTxRow & { customer_id: bigint },
  locked: WinAccounts | undefined,
): Promise<Outcome> {
  const moved = w.amount.minor > 0n;
  // A win on a stake paid partly from an active bonus goes back to the bonus balance in the
  // same proportion (ADR 012); once that bonus has ended, all of it is cash. Lock order: the
  // bonus row (here) before the ledger accounts.
  const toBonus =
    moved &&
    bet.customer_bonus_id &&
    bet.bonus_amount > 0n &&
    (await lockBonusIfActive(trx, bet.customer_bonus_id))
      ? bonusShare(w.amount.minor, bet.amount, bet.bonus_amount)
      : 0n;
  const toCash = w.amount.minor - toBonus;
  // The player's cash row locked, the house account's id and the spendable bonus: one round trip.
  // Locked already by openWin when the bet had no bonus part.
  const player = locked ?? (await lockPlayerForWin(trx, bet.customer_id, bet.currency));
  const legs: TransferSpec[] = [];
  if (moved) {
    const metadata = { transactionUuid: w.transaction_uuid, betUuid: bet.transaction_uuid, round: w.round };
    if (toCash > 0n) {
      legs.push({
        id: transferId(PROVIDER, 'win', w.transaction_uuid),
        debit: player.house,
        credit: player.account,
        amount: toCash,
        currency: bet.currency,
        code: 'casino_win',
        metadata,
      });
    }
    if (toBonus > 0n) {
      legs.push({
        id: transferId(PROVIDER, 'win-bonus', w.transaction_uuid),
        debit: player.house,
        credit: await ensurePlayerBonusAccount(trx, bet.customer_id, bet.currency),
        amount: toBonus,
        currency: bet.currency,
        code: 'casino_win_bonus',
        metadata: { ...metadata, customerBonusId: String(bet.customer_bonus_id) },
      });
    }
  }
  // A debt from a settlement correction is paid from the cash part first (ADR 047), after it.
  const owed =
    player.owes && toCash > 0n
      ? await collectDebts(trx, {
          customerId: bet.customer_id,
          currency: bet.currency,
          cash: player.account,
          credited: toCash,
          source: 'casino',
          creditId: legs[0]!.id,
        })
      : null;
  if (owed) legs.push(owed.spec);
  const kept = toCash - (owed?.amount ?? 0n);
  // A bonus part locks both accounts in id order (postTransfers). Cash only: its one tracked
  // account is locked above, and the legs go with the call's own row (one statement).
  if (toBonus > 0n) await postTransfers(trx, legs);
  const round = {
    round: w.round,
    customerId: bet.customer_id,
    gameCode: w.game_code,
    currency: bet.currency,
  };
  // Wins count against the loss window and are never refused (ADR 024), in the same statement.
  const usage = await winsUsage(trx, [
    { customerId: bet.customer_id, currency: bet.currency, amount: w.amount.minor },
  ]);
  await record(trx, w, bet, RS.OK, true, {
    round: addWinToRound(trx, round, w.amount.minor, w.round_closed || !moved),
    legs: toBonus > 0n ? [] : legs,
    ...(usage ? { usage } : {}),
    // Nothing is decided after this row: the commit goes with it.
    last: true,
  });
  // The cash row is locked, so its balance after this win is exact; a bonus part was read before
  // the posting, so it is added too (what balanceFor would read now).
  const minor = player.available + kept + player.bonus + toBonus;
  const paid = outcome(RS.OK, { customerId: bet.customer_id, currency: bet.currency, minor }, moved);
  if (toBonus > 0n) return { ...paid, bonusId: bet.customer_bonus_id };
  const after = { balance: fromMinor(player.available + kept), bonusBalance: fromMinor(player.bonus) };
  return { ...paid, after };
}
