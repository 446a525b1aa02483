import type { Transaction } from 'kysely';
import { fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { RS } from '../../lib/hub88/protocol.ts';
import {
  bonusCompletedNotification,
  type ActiveBonus,
  addWagering,
  contributionPercent,
} from '../../core/bonus/index.ts';
import { postTransfers } from '../../core/ledger/index.ts';
import { pushLimitAlerts } from '../../core/protection/index.ts';
import type { BetFunds, CheckedBet } from './bet-checks.ts';
import type { Guard } from './bet-guard.ts';
import { recordBet } from './bet-record.ts';
import { stakeLegs } from './bet-stake.ts';
import type { BetBody } from './hub88.schemas.ts';
import { addBetToRound } from './round.repository.ts';
import type { Outcome, WalletCtx } from './wallet.context.ts';

type Notifier = WalletCtx['notifier'];

/**
 * The bet's wagering on the active bonus: what it counted, what a completion's cash-out cap
 * took back (ADR 016: no longer part of the balance), and the completion's notification.
 */
async function countWagering(
  trx: Transaction<Database>,
  notifier: Notifier,
  bet: BetBody,
  { customer, game }: CheckedBet,
  bonus: ActiveBonus,
): Promise<{ counted: bigint; capped: bigint; pushes: (() => Promise<void>)[] }> {
  if (bet.amount.minor <= 0n) return { counted: 0n, capped: 0n, pushes: [] };
  const percent = contributionPercent(bonus, game.categories);
  const wagered = await addWagering(trx, bonus, bet.amount.minor, percent);
  const pushes = wagered.completed
    ? [
        await notifier.notifyWithin(
          trx,
          customer.id,
          bonusCompletedNotification(wagered.converted, wagered.removed),
        ),
      ]
    : [];
  return { counted: wagered.counted, capped: wagered.removed, pushes };
}

/** Debits the stake, counts its wagering and records the bet as RS_OK. */
export async function acceptBet(
  trx: Transaction<Database>,
  notifier: Notifier,
  bet: BetBody,
  checked: CheckedBet,
  { funds, guard }: { funds: BetFunds; guard: Guard },
): Promise<Outcome> {
  const { customer } = checked;
  const { bonus } = funds;
  const { legs, bonusPart } = stakeLegs(bet, funds);
  // With a bonus, the stake is posted now: a wagering completion below converts what is left of
  // the bonus balance. Without one, the legs go with the call's own row (one statement).
  if (bonus) await postTransfers(trx, legs, { locked: true });
  const wagering = bonus ? await countWagering(trx, notifier, bet, checked, bonus) : undefined;
  const afterCommit = [...pushLimitAlerts(notifier, guard.alerts), ...(wagering?.pushes ?? [])];
  const round = {
    round: bet.round,
    customerId: customer.id,
    gameCode: bet.game_code,
    currency: bet.currency,
  };
  const ok = await recordBet(trx, bet, customer.id, {
    status: RS.OK,
    balance: {
      customerId: customer.id,
      currency: bet.currency,
      minor: funds.available - bet.amount.minor - (wagering?.capped ?? 0n),
    },
    applied: true,
    paidByBonus: bonus ? { bonusPart, bonusId: bonus.id, counted: wagering?.counted ?? 0n } : null,
    also: {
      round: addBetToRound(trx, round, bet.amount.minor, bet.round_closed),
      legs: bonus ? [] : legs,
      ...(guard.count ? { usage: guard.count } : {}),
      // Nothing is decided after this row: the commit goes with it.
      last: true,
    },
  });
  // Without a bonus the cash row, locked, is all the player has in play: its balance is exact.
  const after = bonus ? undefined : { balance: fromMinor(funds.cash - bet.amount.minor), bonusBalance: 0 };
  return {
    ...ok,
    bonusId: bonus?.id ?? null,
    ...(after ? { after } : {}),
    ...(afterCommit.length ? { afterCommit } : {}),
  };
}
