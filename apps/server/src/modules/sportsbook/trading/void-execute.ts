import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { NotifyWithin } from '../bets/settle/bonus-wagering.ts';
import { type AccountsOf, type ChunkResult, moveBets } from '../bets/settle/chunk.ts';
import { rat } from '../bets/settle/rational.ts';
import { type VoidBet, lockVoidBet, voidBetLegs } from './void-repository.ts';

/** What a desk void may act on: accepted bets, open or settled; never a cashed-out, refused or pending one. */
const VOIDABLE: ReadonlySet<string> = new Set(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']);

/** Whether the desk may void a bet in this state (the ticker's allowedActions 'void' may read it). */
export const isVoidable = (bet: { status: string; voided_at: Date | null }) =>
  bet.voided_at === null && VOIDABLE.has(bet.status);

/** The bet, locked, if the desk may void it; BET_NOT_FOUND or BET_NOT_VOIDABLE otherwise. */
export async function lockVoidable(trx: Transaction<Database>, betId: string): Promise<VoidBet> {
  const bet = await lockVoidBet(trx, betId);
  if (!bet) throw new AppError('BET_NOT_FOUND');
  if (!isVoidable(bet)) {
    throw new AppError('BET_NOT_VOIDABLE', { data: { status: bet.status } });
  }
  return bet;
}

/** The stake (still open) and the payout a settled bet would give back: what the threshold weighs. */
export const voidAmount = (bet: VoidBet) =>
  bet.payout !== null && bet.payout > bet.total_stake ? bet.payout : bet.total_stake;

/**
 * Voids the locked bet (docs/decisions/079-bet-voids-and-player-limits.md) with settlement's own
 * machinery (settle/chunk.ts moveBets): an open bet settles as void (its stake back), a settled
 * one is first reversed by compensating transfers (ADR 022: never below zero, the rest a debt)
 * and then settled as void, as a feed correction does. `voided_at` keeps settlement off it from
 * now on; an open bet's exposure leaves with its status (the sb_bet trigger, ADR 084).
 */
export async function executeVoid(
  trx: Transaction<Database>,
  bet: VoidBet,
  accountsOf: AccountsOf,
  now: Date,
  notifyWithin?: NotifyWithin,
): Promise<ChunkResult> {
  const legs = await voidBetLegs(trx, bet.id);
  const alreadyVoid = bet.status === 'void' && bet.payout === bet.total_stake;
  const target = {
    status: 'void' as const,
    payout: bet.total_stake,
    exact: rat(bet.total_stake),
    capped: false,
  };
  const moving = alreadyVoid ? [] : [{ bet, target, legs }];
  const result = await moveBets(
    trx,
    moving,
    'cancel',
    accountsOf,
    { legUpdates: [], synced: [], version: 0 },
    notifyWithin,
  );
  await trx.updateTable('sb_bet').set({ voided_at: now }).where('id', '=', bet.id).execute();
  return result;
}
