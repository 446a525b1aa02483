import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import {
  type ApprovalRow,
  approveRequest,
  assertNotBeneficiary,
  pendingColumns,
  rejectRequest,
} from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { adminDebtDto } from '../../core/debts/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { Kysely } from 'kysely';
import {
  hasPendingWriteOff,
  insertWriteOffRequest,
  lockDebt,
  markWrittenOff,
  openDebtPage,
  writeOffHash,
} from './debts.repository.ts';

export type DebtsContext = { db: Kysely<Database>; meta: RequestMeta };

const NOT_OPEN = {
  en: 'There is no open debt with this id: it was paid, written off, or never existed.',
  tr: 'Bu numarayla açık bir borç yok: ödenmiş, silinmiş ya da hiç olmamış.',
};
const ALREADY_PENDING = {
  en: 'A write-off of this debt already waits for approval.',
  tr: 'Bu borcun silinmesi zaten onay bekliyor.',
};

/** GET admin/debts: open debts across players, oldest first. */
export async function debtQueue(db: Kysely<Database>, page: { skip: number; take: number }) {
  const { items, total } = await openDebtPage(db, page);
  return {
    items: items.map((d) => ({
      ...adminDebtDto(d),
      customerId: Number(d.customer_id),
      username: d.username,
    })),
    total,
  };
}

type Row = ApprovalRow<'debt_write_off'>;
const hashOf = (r: Row) =>
  writeOffHash({ debtId: r.debt_id, customerId: r.customer_id, amount: r.amount, reason: r.reason });
const about = (r: { id: bigint; debt_id: bigint; customer_id: bigint; amount: bigint }) => ({
  requestId: String(r.id),
  debtId: String(r.debt_id),
  customerId: String(r.customer_id),
  amount: String(r.amount),
});

/**
 * A write-off of one open debt (docs/decisions/104-debt-write-off.md): always a request, bound
 * to (debt, player, owed now, reason), for a second adjustments:approve holder. With the debt
 * locked; one pending per debt; nobody asks it for the player linked to them.
 */
export async function requestWriteOff(
  ctx: DebtsContext,
  admin: AuthenticatedAdmin,
  debtId: bigint,
  reason: string,
): Promise<{ requestId: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const debt = await lockDebt(trx, debtId);
    if (!debt || debt.resolved_at !== null) throw new AppError('NOT_FOUND', { message: NOT_OPEN });
    await assertNotBeneficiary(trx, admin.id, debt.customer_id);
    if (await hasPendingWriteOff(trx, debtId)) {
      throw new AppError('APPROVAL_CLOSED', { message: ALREADY_PENDING, data: { reason: 'pending' } });
    }
    const now = clock.now();
    const amount = debt.amount - debt.collected;
    const hash = writeOffHash({ debtId, customerId: debt.customer_id, amount, reason });
    const row = { debt_id: debtId, customer_id: debt.customer_id, reason, amount };
    const id = await insertWriteOffRequest(trx, { ...row, ...pendingColumns(admin.id, hash, now) });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'debt_write_off_requested',
      meta: ctx.meta,
      details: { ...about({ id, ...row }), betId: debt.bet_id, reason: forLog(reason, 200) },
    });
    return { requestId: Number(id) };
  });
}

/**
 * A second adjustments:approve holder approves (the hash reviewed): with the request locked
 * (approveRequest) and then the debt, the debt is closed as written off. What a credit collected
 * meanwhile stays collected; only what is still owed is written off. No ledger posting: the
 * house carried the shortfall when the correction was posted (ADR 104).
 */
export async function approveWriteOff(
  ctx: DebtsContext,
  admin: AuthenticatedAdmin,
  id: bigint,
  hash: string,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const { row, effect } = await approveRequest(trx, 'debt_write_off', id, admin.id, hash, {
      hashOf,
      execute: async (r, now) => {
        const debt = await lockDebt(trx, r.debt_id);
        if (!debt || debt.resolved_at !== null) throw new AppError('NOT_FOUND', { message: NOT_OPEN });
        await markWrittenOff(trx, r.debt_id, r.id, now);
        return { written_off: debt.amount - debt.collected };
      },
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'debt_written_off',
      meta: ctx.meta,
      details: {
        ...about(row),
        writtenOff: String(effect.written_off),
        requestedBy: String(row.requested_by),
        reason: forLog(row.reason, 200),
      },
    });
  });
}

export async function rejectWriteOff(
  ctx: DebtsContext,
  admin: AuthenticatedAdmin,
  id: bigint,
  reason: string,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'debt_write_off', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'debt_write_off_rejected',
      meta: ctx.meta,
      details: { ...about(row), reason: forLog(reason, 200) },
    });
  });
}
