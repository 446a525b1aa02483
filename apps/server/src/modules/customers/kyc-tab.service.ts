import type { AdminCustomerKyc, AdminCustomerTabQuery } from '@lalebet/shared';
import { heldWithdrawalCounts } from '../../core/kyc/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CustomersContext, type Staff, auditPiiRead, can } from './customers.service.ts';
import { kycCaseOf, kycChecksOf, kycDecisionsOf } from './kyc-tab.repository.ts';
import { piiView } from './mask.ts';
import { customerExists, findCustomer } from './profile.repository.ts';

type Ctx = Pick<CustomersContext, 'db' | 'meta'>;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * GET admin/customers/:id/kyc: the case and the identity it must match, masked without
 * customers:pii; an unmasked read is audited as the header's is.
 */
export async function kycTab(ctx: Ctx, staff: Staff, id: bigint): Promise<AdminCustomerKyc> {
  const c = await findCustomer(ctx.db, id);
  if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
  const clear = can(staff, 'customers:pii');
  const [kyc, held] = await Promise.all([kycCaseOf(ctx.db, id), heldWithdrawalCounts(ctx.db, [id])]);
  if (clear) await auditPiiRead(ctx, staff, [id], 'kyc');
  const { fullName, birthDate, masked } = piiView(c, clear);
  return {
    status: kyc?.status ?? 'none',
    level: kyc?.status === 'approved' ? 'basic' : 'none',
    provider: kyc?.provider ?? null,
    referenceId: kyc?.reference_id ?? null,
    openedAt: iso(kyc?.created_at),
    updatedAt: iso(kyc?.updated_at),
    lastDecisionAt: iso(kyc?.last_decision_at),
    heldWithdrawals: held.get(id) ?? 0,
    subject: { fullName, birthDate, country: c.country, masked },
    allowedActions: kyc && can(staff, 'kyc:decide') ? ['decide'] : [],
  };
}

/** GET .../kyc/decisions: who moved the case, when, from what to what, and why. */
export async function kycDecisionsTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  if (!(await customerExists(ctx.db, id))) throw new AppError('CUSTOMER_NOT_FOUND');
  const { rows, total } = await kycDecisionsOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      from: r.from_status,
      to: r.to_status,
      actorKind: r.actor_kind,
      actor: r.actor,
      reason: r.reason,
    })),
  };
}

/** GET .../kyc/checks: the provider's reviews for this player's applicant, as delivered. */
export async function kycChecksTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  if (!(await customerExists(ctx.db, id))) throw new AppError('CUSTOMER_NOT_FOUND');
  const kyc = await kycCaseOf(ctx.db, id);
  if (!kyc?.reference_id) return { items: [], total: 0 };
  const { rows, total } = await kycChecksOf(ctx.db, kyc.provider, kyc.reference_id, q);
  return {
    total,
    items: rows.map((r) => ({
      deliveryId: r.delivery_id,
      status: r.status,
      decidedAt: r.decided_at.toISOString(),
      receivedAt: r.received_at.toISOString(),
      outcome: r.outcome,
      reason: r.reason,
    })),
  };
}
