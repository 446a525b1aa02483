import type { Kysely, Transaction } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StaffCtx } from './staff.service.ts';

export async function assertCustomerExists(db: Kysely<Database> | Transaction<Database>, id: bigint) {
  const found = await db.selectFrom('customer').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AppError('CUSTOMER_NOT_FOUND');
}

/**
 * Links a staff account to the player account of the same person, or unlinks it (null): the
 * beneficiary rule of docs/decisions/035-four-eyes-approvals.md reads this link. Nobody edits
 * their own link (unlinking oneself would reopen the door the rule closes).
 */
export async function setStaffCustomer(
  ctx: StaffCtx,
  by: AuthenticatedAdmin,
  staffId: bigint,
  customerId: bigint | null,
): Promise<void> {
  if (staffId === by.id) throw new AppError('STAFF_LINK_SELF');
  await ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('admin_user')
      .select('customer_id')
      .where('id', '=', staffId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw new AppError('STAFF_NOT_FOUND');
    if (customerId !== null) await assertCustomerExists(trx, customerId);
    await trx.updateTable('admin_user').set({ customer_id: customerId }).where('id', '=', staffId).execute();
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'staff_customer_linked',
      meta: ctx.meta,
      details: {
        staffId: String(staffId),
        before: target.customer_id?.toString() ?? null,
        after: customerId?.toString() ?? null,
      },
    });
  });
}
