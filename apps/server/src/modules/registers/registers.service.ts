import type { AdminRegisterList, AdminRegisterQuery, RegisterCheckResult } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin, SessionEvents } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import {
  checkCustomerRegister,
  jurisdictionOf,
  type RegisterService,
  registerPersonOf,
} from '../../core/protection/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { customerExists, listRegisterStatuses } from './registers.repository.ts';

type Ctx = { db: Kysely<Database>; registers: RegisterService; events: SessionEvents; meta: RequestMeta };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The register check status screen: customers' last answers and each register's health. */
export async function registerStatuses(ctx: Ctx, q: AdminRegisterQuery): Promise<AdminRegisterList> {
  const { items, total } = await listRegisterStatuses(ctx.db, q);
  return {
    total,
    items: items.map((r) => ({
      customerId: Number(r.customer_id),
      username: r.username,
      register: r.register,
      excluded: r.excluded,
      checkedAt: iso(r.checked_at),
      excludedSince: iso(r.excluded_since),
      lastErrorAt: iso(r.last_error_at),
      lastError: r.last_error,
      updatedAt: r.updated_at.toISOString(),
    })),
    health: Object.values(ctx.registers.health).map((h) => ({
      ...h,
      lastOkAt: iso(h.lastOkAt),
      lastErrorAt: iso(h.lastErrorAt),
    })),
  };
}

/**
 * Staff ask the customer's register again now (after an outage, or a player saying they left
 * the register). Audited with the staff member as actor; a block or its lift is the system's.
 */
export async function recheckRegister(
  ctx: Ctx,
  admin: AuthenticatedAdmin,
  customerId: bigint,
): Promise<RegisterCheckResult> {
  if (!(await customerExists(ctx.db, customerId))) throw new AppError('CUSTOMER_NOT_FOUND');
  const person = await registerPersonOf(ctx.db, customerId);
  const register = person ? jurisdictionOf(person.country).register : null;
  const found = await checkCustomerRegister(ctx.db, ctx.events, customerId, 'staff');
  const outcome = found === 'newly_excluded' ? 'excluded' : found;
  await audit(ctx.db, {
    actor: { kind: 'admin', id: admin.id },
    event: 'rg_register_checked',
    meta: ctx.meta,
    details: { customerId: String(customerId), register, outcome },
  });
  return { register, outcome };
}
