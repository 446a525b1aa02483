import { TransactionKind } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PayoutKeyring } from '../../lib/payout-crypto.ts';
import { type SealedKind, destinationOf, recordDestination } from './payout-details.ts';

const SEALED: readonly string[] = ['iban', 'wallet', 'ewallet'] satisfies SealedKind[];
/** The kind a field row names: its `destination` rule, else what its check implied before it. */
const kindSql = sql<string | null>`coalesce(f.rules->>'destination',
  case f.rules->>'check' when 'iban' then 'iban' when 'tronAddress' then 'wallet' end)`;

/**
 * Withdrawals stored before payout details were sealed still hold an IBAN, a wallet address or an
 * e-wallet number (Papara's, stored as a number until docs/decisions/047-money-details.md) in
 * clear. A migration cannot seal them (no key, no app imports), so the server does it at start:
 * each one gets its destination row (no cooling-off, it was already used) and a masked detail.
 * Idempotent; rows already linked to a destination are skipped.
 */
export async function sealLegacyPayoutDetails(db: Kysely<Database>, keys: PayoutKeyring): Promise<number> {
  const rows = await db
    .selectFrom('payment as p')
    .innerJoin('payment_method_field as f', 'f.method_id', 'p.method_id')
    .select(['p.id', 'p.customer_id', 'p.detail', 'p.created_at', 'f.key', kindSql.as('kind')])
    .where('p.kind', '=', TransactionKind.Withdraw)
    .where('p.payout_destination_id', 'is', null)
    .where(kindSql, 'in', SEALED)
    .execute();
  let sealed = 0;
  for (const row of rows) {
    const raw = row.detail[row.key];
    // A masked value (`*`, `…`) was sealed already; anything else but text or a number is not a destination.
    if ((typeof raw !== 'string' && typeof raw !== 'number') || /[*…]/.test(String(raw))) continue;
    const destination = destinationOf(row.kind as SealedKind, raw);
    await db.transaction().execute(async (trx) => {
      const { id } = await recordDestination(trx, keys, row.customer_id, destination, row.created_at, 0);
      const detail = { ...row.detail, [row.key]: destination.masked };
      await trx
        .updateTable('payment')
        .set({ detail: JSON.stringify(detail), payout_destination_id: id })
        .where('id', '=', row.id)
        .where('payout_destination_id', 'is', null)
        .execute();
    });
    sealed++;
  }
  return sealed;
}
