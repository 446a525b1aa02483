import type { AdminPaymentMethod, AdminPaymentMethodUpdate } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields, changesDetail } from '../../lib/changes.ts';
import { fieldError } from '../../lib/field-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import {
  type AdminMethodRow,
  type MethodFilter,
  listMethodsPage,
  lockMethod,
  updateMethod,
} from './admin-methods.repository.ts';

export type AdminMethodsCtx = { db: Kysely<Database>; meta: RequestMeta };

const toAdminMethod = (m: AdminMethodRow): AdminPaymentMethod => ({
  id: m.id,
  direction: m.direction,
  code: m.code,
  name: m.name,
  logo: m.logo,
  minAmount: Number(m.min_amount),
  maxAmount: Number(m.max_amount),
  sort: m.sort,
  enabled: m.enabled,
});

export async function methodsPage(db: Kysely<Database>, f: MethodFilter) {
  const { rows, total } = await listMethodsPage(db, f);
  return { items: rows.map(toAdminMethod), total };
}

/**
 * Limits, place and switch of one method. The player's methods list, its forms (the Amount
 * field's rules) and the deposit and withdraw checks all read the method row on each request, so
 * the change applies with the commit. One limit sent alone is checked against the stored other,
 * under the row lock, so two staff editing min and max at once cannot cross them.
 */
export async function changeMethod(
  ctx: AdminMethodsCtx,
  admin: AuthenticatedAdmin,
  id: number,
  input: AdminPaymentMethodUpdate,
): Promise<AdminPaymentMethod> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockMethod(trx, id);
    if (!before) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    const set = {
      min_amount: input.minAmount === undefined ? undefined : BigInt(input.minAmount),
      max_amount: input.maxAmount === undefined ? undefined : BigInt(input.maxAmount),
      sort: input.sort,
      enabled: input.enabled,
    };
    if ((set.min_amount ?? before.min_amount) > (set.max_amount ?? before.max_amount)) {
      throw fieldError(input.minAmount !== undefined ? 'minAmount' : 'maxAmount', 'v.minAboveMax');
    }
    const changes = changedFields(before, set);
    if (!Object.keys(changes).length) return toAdminMethod(before);
    const after = await updateMethod(trx, id, set);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'payment_method_changed',
      meta: ctx.meta,
      details: {
        methodId: id,
        method: before.code,
        direction: before.direction,
        changes: changesDetail(changes),
      },
    });
    return toAdminMethod(after);
  });
}
