import { type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { collectDebts } from '../../../../core/debts/index.ts';
import { postTransfers } from '../../../../core/ledger/index.ts';

/** One settled bet's payout to the player's cash in this chunk. */
export type CashCredit = {
  customerId: bigint;
  currency: string;
  cash: bigint;
  credited: bigint;
  betId: string;
  generation: number;
};

/**
 * A win pays an open debt first (docs/decisions/047-money-details.md): after the chunk's own
 * transfers and debts are written, each cash payout of a player who owes collects through
 * core/debts/collect.ts, bet by bet in id order. One query finds who owes, so a line of 100,000
 * bets with no debtor costs one statement. The players' cash rows are locked (lockPlayers).
 */
export async function collectFromWins(trx: Transaction<Database>, credits: CashCredit[]): Promise<void> {
  const paid = credits.filter((c) => c.credited > 0n);
  if (!paid.length) return;
  const owing = await trx
    .selectFrom('sb_bet_debt')
    .select('customer_id')
    .distinct()
    .where('customer_id', 'in', [...new Set(paid.map((c) => c.customerId))])
    .where('resolved_at', 'is', null)
    .execute();
  if (!owing.length) return;
  const owes = new Set(owing.map((o) => o.customer_id));
  const debtors = paid.filter((c) => owes.has(c.customerId));
  // A later bet's correction in this chunk may already have taken an earlier payout back (the
  // chunk tracks balances in memory), so a collection never takes more than the cash holds now.
  const held = new Map(
    (
      await trx
        .selectFrom('ledger_account')
        .select(['id', sql<bigint>`credits_posted - debits_posted - debits_pending`.as('available')])
        .where('id', 'in', [...new Set(debtors.map((c) => c.cash))])
        .execute()
    ).map((r) => [BigInt(r.id), BigInt(r.available)]),
  );
  for (const c of debtors) {
    const available = held.get(c.cash) ?? 0n;
    const credited = c.credited < available ? c.credited : available;
    const owed = await collectDebts(trx, {
      customerId: c.customerId,
      currency: c.currency,
      cash: c.cash,
      credited,
      source: 'sportsbook',
      creditId: `sb-settle|${c.betId}|${c.generation}`,
    });
    if (!owed) continue;
    held.set(c.cash, available - owed.amount);
    await postTransfers(trx, [owed.spec], { locked: true });
  }
}
