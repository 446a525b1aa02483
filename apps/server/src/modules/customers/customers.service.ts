import type {
  AdminCustomerDetail,
  AdminCustomerRow,
  AdminCustomerSearchQuery,
  CustomerAction,
  CustomerState,
  Permission,
} from '@lalebet/shared';
import { fromMinor } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import {
  type AuthenticatedAdmin,
  readBalances,
  type SessionEvents,
  endSessions,
  lockRunning,
} from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { activeExclusion, expireGameLaunches } from '../../core/protection/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { piiView } from './mask.ts';
import { adminDebtDto, debtsOf } from '../../core/debts/index.ts';
import { customerExists, customerSummary, findCustomer, payoutDestinations } from './profile.repository.ts';
import { searchCustomers } from './search.repository.ts';

export type Staff = AuthenticatedAdmin & { permissions?: ReadonlySet<Permission> };
export type CustomersContext = { db: Kysely<Database>; meta: RequestMeta; events: SessionEvents };

export const can = (staff: Staff, p: Permission) => staff.permissions?.has(p) ?? false;

const STATE_OF: Record<string, CustomerState> = {
  closure: 'closed',
  self_exclusion: 'self_excluded',
  timeout: 'timed_out',
};

/** The buttons Player 360 shows: each action with the permission its own endpoint demands. */
const ACTIONS: readonly (readonly [CustomerAction, Permission])[] = [
  ['endSessions', 'customers:sessions'],
  ['addNote', 'customers:notes'],
  ['adjust', 'adjustments:request'],
  ['protection', 'protection:manage'],
  ['kyc', 'kyc:decide'],
  ['audit', 'audit:view'],
  ['unlock', 'customers:sessions'],
  ['writeOffDebt', 'adjustments:request'],
];

/** Unmasked personal data was shown: who saw whose, never the data itself. */
export async function auditPiiRead(
  ctx: Pick<CustomersContext, 'db' | 'meta'>,
  staff: Staff,
  ids: bigint[],
  via: 'search' | 'detail' | 'kyc',
) {
  if (!ids.length) return;
  await audit(ctx.db, {
    actor: { kind: 'admin', id: staff.id },
    event: 'customer_pii_viewed',
    meta: ctx.meta,
    details:
      ids.length === 1
        ? { via, customerId: String(ids[0]) }
        : { via, count: ids.length, customerIds: ids.join(',') },
  });
}

/** GET admin/customers: the search, masked unless the caller holds customers:pii. */
export async function searchPlayers(
  ctx: CustomersContext,
  staff: Staff,
  q: AdminCustomerSearchQuery,
): Promise<{ items: AdminCustomerRow[]; total: number; capped: boolean }> {
  const clear = can(staff, 'customers:pii');
  const { rows, total, capped } = await searchCustomers(ctx.db, q, clock.now());
  if (clear)
    await auditPiiRead(
      ctx,
      staff,
      rows.map((r) => r.id),
      'search',
    );
  return {
    total,
    capped,
    items: rows.map((r) => {
      const { email, phone, fullName, masked } = piiView(r, clear);
      return {
        id: Number(r.id),
        userCode: r.user_code,
        username: r.username,
        email,
        phone,
        fullName,
        createdAt: r.created_at.toISOString(),
        state: (r.exclusion && STATE_OF[r.exclusion]) || 'active',
        masked,
      };
    }),
  };
}

/** GET admin/customers/:id: the Player 360 header. */
export async function playerDetail(
  ctx: CustomersContext,
  staff: Staff,
  id: bigint,
): Promise<AdminCustomerDetail> {
  const c = await findCustomer(ctx.db, id);
  if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
  const clear = can(staff, 'customers:pii');
  const [exclusion, balances, summary, destinations, debts] = await Promise.all([
    activeExclusion(ctx.db, id),
    readBalances(ctx.db, id),
    customerSummary(ctx.db, id),
    payoutDestinations(ctx.db, id),
    debtsOf(ctx.db, id, true),
  ]);
  if (clear) await auditPiiRead(ctx, staff, [id], 'detail');
  const n = (v: string | number | bigint) => Number(v);
  return {
    profile: {
      id: Number(c.id),
      userCode: c.user_code,
      username: c.username,
      ...piiView(c, clear),
      phoneVerified: c.phone_verified_at !== null,
      country: c.country,
      locale: c.locale,
      createdAt: c.created_at.toISOString(),
      referredBy: c.referred_by === null ? null : Number(c.referred_by),
      payoutDestinations: destinations,
    },
    status: {
      state: exclusion ? STATE_OF[exclusion.kind]! : 'active',
      until: exclusion?.until?.toISOString() ?? null,
      locked: lockRunning(c),
      disabled: c.disabled_at !== null,
    },
    balances: {
      real: balances.balances.balance,
      bonus: balances.balances.bonusBalance,
      pendingWithdrawals: fromMinor(BigInt(summary.pending_withdrawals)),
    },
    kyc: {
      status: (summary.kyc_status as AdminCustomerDetail['kyc']['status'] | null) ?? 'none',
      updatedAt: summary.kyc_updated_at?.toISOString() ?? null,
    },
    protection: {
      activeLimits: n(summary.active_limits),
      pendingLimitChanges: n(summary.pending_limits),
      openFlags: n(summary.open_flags),
    },
    debts: debts.map(adminDebtDto),
    counts: {
      activeSessions: n(summary.active_sessions),
      deposits: n(summary.deposits),
      withdrawals: n(summary.withdrawals),
      casinoRounds: n(summary.rounds),
      bets: n(summary.bets),
      bonuses: n(summary.bonuses),
      notes: n(summary.notes),
    },
    allowedActions: ACTIONS.filter(([, p]) => can(staff, p)).map(([a]) => a),
  };
}

/**
 * POST admin/customers/:id/sessions/end: the same ending as a lock or an exclusion (open game
 * launches expire, every session ends), committed with its audit row; then the hub is told, so
 * open sockets close and the session caches drop them (core/accounts/sessions.ts closeSessions).
 */
export async function endPlayerSessions(ctx: CustomersContext, staff: Staff, id: bigint, reason: string) {
  const { ended, gameLaunchesEnded } = await ctx.db.transaction().execute(async (trx) => {
    if (!(await customerExists(trx, id))) throw new AppError('CUSTOMER_NOT_FOUND');
    const launches = await expireGameLaunches(trx, id);
    const ids = await endSessions(trx, id, {}, 'ended_by_staff', clock.now());
    await audit(trx, {
      actor: { kind: 'admin', id: staff.id },
      event: 'customer_sessions_ended',
      meta: ctx.meta,
      details: { customerId: String(id), sessionsEnded: ids.length, gameLaunchesEnded: launches, reason },
    });
    return { ended: ids, gameLaunchesEnded: launches };
  });
  if (ended.length) ctx.events.emit('ended', { customerId: id, sessionIds: ended, reason: 'ended_by_staff' });
  return { ended: ended.length, gameLaunchesEnded };
}
