import { TransactionKind } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PayoutKeyring } from '../../lib/payout-crypto.ts';
import { maskIban, maskWallet, normaliseIban, normaliseWallet } from '../../lib/payout-mask.ts';
import { recordDestination } from './payout-details.ts';

/**
 * Withdrawals stored before payout details were sealed still hold an IBAN or wallet address in
 * clear. A migration cannot seal them (no key, no app imports), so the server does it at start:
 * each one gets its destination row (no cooling-off, it was already used) and a masked detail.
 * Idempotent; rows already linked to a destination are skipped.
 */
export async function sealLegacyPayoutDetails(db: Kysely<Database>, keys: PayoutKeyring): Promise<number> {
  const rows = await db
    .selectFrom('payment as p')
    .innerJoin('payment_method_field as f', 'f.method_id', 'p.method_id')
    .select([
      'p.id',
      'p.customer_id',
      'p.detail',
      'p.created_at',
      'f.key',
      sql<string>`f.rules->>'check'`.as('check'),
    ])
    .where('p.kind', '=', TransactionKind.Withdraw)
    .where('p.payout_destination_id', 'is', null)
    .where(sql<string>`f.rules->>'check'`, 'in', ['iban', 'tronAddress'])
    .execute();
  let sealed = 0;
  for (const row of rows) {
    const raw = row.detail[row.key];
    if (typeof raw !== 'string' || /[*…]/.test(raw)) continue;
    const kind = row.check === 'iban' ? 'iban' : 'wallet';
    const value = kind === 'iban' ? normaliseIban(raw) : normaliseWallet(raw);
    const masked = kind === 'iban' ? maskIban(value) : maskWallet(value);
    await db.transaction().execute(async (trx) => {
      const destination = await recordDestination(
        trx,
        keys,
        row.customer_id,
        { kind, value, masked },
        row.created_at,
        0,
      );
      const detail = { ...row.detail, [row.key]: masked };
      await trx
        .updateTable('payment')
        .set({ detail: JSON.stringify(detail), payout_destination_id: destination.id })
        .where('id', '=', row.id)
        .where('payout_destination_id', 'is', null)
        .execute();
    });
    sealed++;
  }
  return sealed;
}
