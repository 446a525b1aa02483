import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { call, signUp } from '../../test/accounts.ts';
import { adminSession } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import type { TestApp } from '../../test/harness.ts';
import { createStaffAccount } from '../../test/staff.ts';

/** A player on a device of their own (a shared device would flag look-alikes, ADR 027). */
export async function player(t: TestApp) {
  const p = await signUp(t.app, {}, { headers: { 'x-fingerprint': `fp-${randomUUID()}` } });
  return { ...p, id: await customerIdOf(t.db, p.username) };
}

/** A self-exclusion (or time-out) that started long ago and ended `agoMs` before now. */
export async function endedExclusion(
  db: Kysely<Database>,
  customerId: bigint,
  kind: 'self_exclusion' | 'timeout' = 'self_exclusion',
  agoMs = DAY_MS,
) {
  const ends = clock.ms() - agoMs;
  await db
    .insertInto('rg_exclusion')
    .values({
      customer_id: customerId,
      kind,
      starts_at: new Date(ends - 183 * DAY_MS),
      ends_at: new Date(ends),
      period: kind === 'timeout' ? '3m' : '6m',
      reason: null,
      actor_kind: 'player',
      actor_id: customerId,
    })
    .execute();
}

/** A staff member holding `roles`, created by the operator; returns a live token. */
export async function staffMember(
  t: TestApp,
  owner: string,
  roles: string[],
  opts: { username?: string; customerId?: bigint } = {},
) {
  const login = {
    username: opts.username ?? `staff.${randomUUID().slice(0, 8)}`,
    password: 'Uzun-Güçlü-Parola-42',
  };
  const link = opts.customerId === undefined ? {} : { customerId: Number(opts.customerId) };
  await createStaffAccount(t.app, t.db, { ...login, roles, ...link }, owner);
  return (await adminSession(t.app, t.db, login)).token;
}

export const liftCalls = (t: TestApp) => ({
  approve: (id: string, token: string) =>
    call(t.app, `admin/protection/lift-requests/${id}/approve`, {}, { token }),
  reject: (id: string, token: string, reason = 'Gerekçe yetersiz') =>
    call(t.app, `admin/protection/lift-requests/${id}/reject`, { reason }, { token }),
  request: (token: string, reason = 'Artık kontrolün bende olduğunu düşünüyorum ve limitlerimi ayarladım.') =>
    call(t.app, 'protection/lift-request', { reason }, { token }),
  status: (token: string) => call(t.app, 'protection/lift-request', undefined, { token }),
  resume: (token: string) => call(t.app, 'protection/resume', {}, { token }),
});
