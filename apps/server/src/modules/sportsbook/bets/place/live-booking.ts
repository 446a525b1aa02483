import type { Transaction } from 'kysely';
import type { BetKind } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { potentialPayout } from './validate.ts';
import type { PlacedLeg } from './live-verdict.ts';

export type PendingPricing = {
  id: string;
  currency: string;
  kind: BetKind;
  system_sizes: number[] | null;
  stake_per_line: bigint;
  potential_payout: bigint;
  max_payout: bigint;
};

/**
 * Books an accepted live bet at the prices its policy allowed
 * (docs/decisions/060-live-bets-decided-per-outcome.md): each leg whose price moved takes the
 * current odds (the bet is still pending, so sb_bet_leg's trigger lets them change; after
 * acceptance they are frozen, invariant S4), the bet its new potential payout, never above its
 * maximum payout, which caps any payout anyway (docs/sportsbook.md §6.14), and its outcomes'
 * exposure the change of liability. The stake is unchanged, so the ledger only posts the hold.
 */
export async function bookAtCurrentOdds(
  trx: Transaction<Database>,
  bet: PendingPricing,
  legs: (PlacedLeg & { leg_no: number; banker: boolean })[],
  oddsMilli: number[],
): Promise<void> {
  let moved = false;
  for (const [i, leg] of legs.entries()) {
    if (leg.odds_milli === oddsMilli[i]) continue;
    moved = true;
    await trx
      .updateTable('sb_bet_leg')
      .set({ odds_milli: oddsMilli[i]! })
      .where('bet_id', '=', bet.id)
      .where('leg_no', '=', leg.leg_no)
      .execute();
  }
  if (!moved) return;
  const bankers = legs.map((l) => l.banker);
  const exact = potentialPayout(bet.kind, bet.system_sizes, bet.stake_per_line, oddsMilli, bankers);
  const potential = exact < bet.max_payout ? exact : bet.max_payout;
  if (potential === bet.potential_payout) return;
  // The outcomes' exposure follows the new potential payout (the sb_bet trigger, ADR 084).
  await trx.updateTable('sb_bet').set({ potential_payout: potential }).where('id', '=', bet.id).execute();
}
