import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { settleDepositReservation } from '../../core/protection/index.ts';

/**
 * Deposits nobody paid for expire (Cancelled, reason 'expired'). Nothing was credited, so
 * there is no money to move; money that still arrives later is credited by the webhook anyway.
 * Idempotent, so every server process may run it.
 */
export async function expireDeposits(db: Kysely<Database>, log?: FastifyBaseLogger): Promise<number> {
  const now = clock.now();
  const rows = await db
    .updateTable('payment')
    .set({ status: TransactionStatus.Cancelled, reason_code: 'expired', updated_at: now })
    .where('kind', '=', TransactionKind.Deposit)
    .where('status', 'in', [TransactionStatus.Created, TransactionStatus.Pending])
    .where('expires_at', '<=', now)
    .returning('id')
    .execute();
  // Expired deposits free their reservation against the deposit limits (ADR 024).
  for (const { id } of rows) await settleDepositReservation(db, String(id), 'released');
  if (rows.length) log?.info({ count: rows.length }, 'payments: unpaid deposits expired');
  return rows.length;
}
