import type { DebtCollectionSource } from '@lalebet/shared';
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { type TransferSpec, ensureSystemAccount, transferId } from '../ledger/index.ts';

/**
 * Collection of what settlement corrections left owed (docs/decisions/047-money-details.md): when
 * cash is credited to a player who owes, min(owed, credit) goes back to the sportsbook house (the
 * account that advanced it, ADR 022) in the crediting transaction, and the debts, oldest first,
 * are marked (partly) paid. The one helper every credit path calls: deposits
 * (payments/deposit-outcome.ts), seamless-wallet wins (game-wallet/win.service.ts) and
 * sportsbook wins (sportsbook/bets/settle/collect-debts.ts).
 *
 * Call it after the player's cash account is locked (the credit's own posting or an explicit
 * lock): the lock order is cash account, then debt rows, everywhere. The returned transfer must be
 * posted after the credit in the same transaction. Its id derives from the credit's transfer id,
 * and debt_collection is unique per (transfer, debt), so a credit collects at most once.
 */
export type Credit = {
  customerId: bigint;
  currency: string;
  /** The player's cash account (locked). */
  cash: bigint;
  /** The kuruş this credit put on the cash account. */
  credited: bigint;
  source: DebtCollectionSource;
  /** The crediting transfer's id. */
  creditId: string;
};

export async function collectDebts(
  trx: Transaction<Database>,
  c: Credit,
): Promise<{ spec: TransferSpec; amount: bigint } | null> {
  if (c.credited <= 0n) return null;
  const { rows } = await sql<{ bet_id: string; generation: number; amount: bigint; owed: bigint }>`
    select d.bet_id, d.generation, d.amount, d.amount - d.collected as owed
    from sb_bet_debt d join sb_bet b on b.id = d.bet_id
    where d.customer_id = ${c.customerId} and d.resolved_at is null and b.currency = ${c.currency}
    order by d.created_at, d.bet_id, d.generation
    for update of d`.execute(trx);
  if (!rows.length) return null;
  const now = clock.now();
  const id = transferId('debt-collection', c.creditId);
  let left = c.credited;
  let total = 0n;
  for (const row of rows) {
    if (left === 0n) break;
    const owed = BigInt(row.owed);
    const take = owed < left ? owed : left;
    left -= take;
    total += take;
    await trx
      .updateTable('sb_bet_debt')
      .set({
        collected: sql`collected + ${take}`,
        resolved_at: take === owed ? now : null,
      })
      .where('bet_id', '=', row.bet_id)
      .where('generation', '=', row.generation)
      .execute();
    await trx
      .insertInto('debt_collection')
      .values({
        bet_id: row.bet_id,
        generation: row.generation,
        customer_id: c.customerId,
        transfer_id: id,
        source: c.source,
        amount: take,
        created_at: now,
      })
      .execute();
  }
  const house = await ensureSystemAccount(trx, 'sportsbook', 'house', c.currency);
  return {
    amount: total,
    spec: {
      id,
      debit: c.cash,
      credit: house,
      amount: total,
      currency: c.currency,
      code: 'debt_collection',
      metadata: { source: c.source, creditId: c.creditId },
    },
  };
}
