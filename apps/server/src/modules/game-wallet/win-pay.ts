import type { Transaction } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { RS } from '../../lib/hub88/protocol.ts';
import { addFreeRoundWin, lockBonusIfActive, bonusShare } from '../../core/bonus/index.ts';
import { collectDebts } from '../../core/debts/index.ts';
import { type TransferSpec, ensurePlayerBonusAccount, postTransfers } from '../../core/ledger/index.ts';
import { winsUsage } from '../../core/protection/index.ts';
import type { WinBody } from './hub88.schemas.ts';
import { addWinToRound } from './round.repository.ts';
import type { WinAccounts } from './win-open.repository.ts';
import { type WinBet, winLegs } from './win-legs.ts';
import { recordWin } from './win-record.ts';
import { type Outcome, outcome } from './wallet.context.ts';
import { lockPlayerForWin } from './wallet.repository.ts';

/**
 * A win on a stake paid partly from an active bonus goes back to the bonus balance in the same
 * proportion (ADR 012); once that bonus has ended, all of it is cash. Lock order: the bonus row
 * (here) before the ledger accounts.
 */
async function bonusPartOfWin(trx: Transaction<Database>, win: WinBody, bet: WinBet): Promise<bigint> {
  if (win.amount.minor <= 0n || !bet.customer_bonus_id || bet.bonus_amount <= 0n) return 0n;
  if (!(await lockBonusIfActive(trx, bet.customer_bonus_id))) return 0n;
  return bonusShare(win.amount.minor, bet.amount, bet.bonus_amount);
}

/**
 * A free round's win (docs/decisions/099-free-rounds.md) is all bonus money while its bonus is
 * active, and joins the bonus's amount and wagering; once the bonus has ended nothing is paid
 * (free rounds never pay cash). Null for a bet that was not a free round.
 */
async function freeRoundWin(trx: Transaction<Database>, win: WinBody, bet: WinBet): Promise<bigint | null> {
  if (!bet.reward_uuid || !bet.customer_bonus_id) return null;
  if (win.amount.minor <= 0n || !(await lockBonusIfActive(trx, bet.customer_bonus_id))) return 0n;
  await addFreeRoundWin(trx, bet.customer_bonus_id, win.amount.minor);
  return win.amount.minor;
}

/** A debt from a settlement correction is paid from the cash part first (ADR 047). */
async function collectFromWin(
  trx: Transaction<Database>,
  bet: WinBet,
  player: WinAccounts,
  toCash: bigint,
  cashLeg: TransferSpec | undefined,
): Promise<{ spec: TransferSpec; amount: bigint } | null> {
  if (!player.owes || toCash <= 0n || !cashLeg) return null;
  return collectDebts(trx, {
    customerId: bet.customer_id,
    currency: bet.currency,
    cash: player.account,
    credited: toCash,
    source: 'casino',
    creditId: cashLeg.id,
  });
}

/** The steps of a win: its bonus part, the locked accounts, the legs, a debt, the row. */
export async function payWin(
  trx: Transaction<Database>,
  win: WinBody,
  bet: WinBet,
  locked: WinAccounts | undefined,
): Promise<Outcome> {
  const moved = win.amount.minor > 0n;
  const free = await freeRoundWin(trx, win, bet);
  const toBonus = free ?? (await bonusPartOfWin(trx, win, bet));
  const toCash = free === null ? win.amount.minor - toBonus : 0n;
  // The player's cash row locked, the house account's id and the spendable bonus: one round trip.
  // Locked already by openWin when the bet had no bonus part.
  const player = locked ?? (await lockPlayerForWin(trx, bet.customer_id, bet.currency));
  const bonusAccount =
    toBonus > 0n ? await ensurePlayerBonusAccount(trx, bet.customer_id, bet.currency) : null;
  const legs = winLegs(win, bet, player, { toCash, toBonus, bonusAccount });
  const owed = await collectFromWin(trx, bet, player, toCash, legs[0]);
  if (owed) legs.push(owed.spec);
  const kept = toCash - (owed?.amount ?? 0n);
  // A bonus part locks both accounts in id order (postTransfers). Cash only: its one tracked
  // account is locked above, and the legs go with the call's own row (one statement).
  if (toBonus > 0n) await postTransfers(trx, legs);
  const round = {
    round: win.round,
    customerId: bet.customer_id,
    gameCode: win.game_code,
    currency: bet.currency,
  };
  // Wins count against the loss window and are never refused (ADR 024), in the same statement.
  const usage = await winsUsage(trx, [
    { customerId: bet.customer_id, currency: bet.currency, amount: win.amount.minor },
  ]);
  await recordWin(trx, win, bet, RS.OK, {
    applied: true,
    also: {
      round: addWinToRound(trx, round, win.amount.minor, win.round_closed || !moved),
      legs: toBonus > 0n ? [] : legs,
      ...(usage ? { usage } : {}),
      // Nothing is decided after this row: the commit goes with it.
      last: true,
    },
  });
  // The cash row is locked, so its balance after this win is exact; a bonus part was read before
  // the posting, so it is added too (what balanceFor would read now).
  const minor = player.available + kept + player.bonus + toBonus;
  const paid = outcome(RS.OK, { customerId: bet.customer_id, currency: bet.currency, minor }, moved);
  if (toBonus > 0n) return { ...paid, bonusId: bet.customer_bonus_id };
  const after = { balance: fromMinor(player.available + kept), bonusBalance: fromMinor(player.bonus) };
  return { ...paid, after };
}
