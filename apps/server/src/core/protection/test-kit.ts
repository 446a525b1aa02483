import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LimitKind, LimitPeriod } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { insertSession } from '../accounts/sessions.repository.ts';
import { guardStake, recordWin, reserveDeposit } from './limits.ts';

/** Helpers for the protection tests (not a test file itself). Amounts in kuruş. */

export async function setLimitRow(
  db: Kysely<Database>,
  customerId: bigint,
  kind: LimitKind,
  period: LimitPeriod,
  value: bigint,
  setBy: 'player' | 'staff' = 'player',
): Promise<void> {
  await db
    .insertInto('rg_limit')
    .values({ customer_id: customerId, kind, period, set_by: setBy, value, since: clock.now() })
    .onConflict((oc) => oc.columns(['customer_id', 'kind', 'period', 'set_by']).doUpdateSet({ value }))
    .execute();
}

/** A live exclusion row written as the player's own, from `startsAt` to `endsAt` (null: permanent). */
export async function setExclusionRow(
  db: Kysely<Database>,
  customerId: bigint,
  kind: 'timeout' | 'self_exclusion' | 'closure',
  { startsAt, endsAt, period }: { startsAt: Date; endsAt: Date | null; period: string },
): Promise<void> {
  await db
    .insertInto('rg_exclusion')
    .values({
      customer_id: customerId,
      kind,
      starts_at: startsAt,
      ends_at: endsAt,
      period,
      reason: null,
      actor_kind: 'player',
      actor_id: customerId,
    })
    .execute();
}

let refs = 0;
/** A deposit initiation; resolves to 'ok' or the refusal's code. */
export async function deposit(
  db: Kysely<Database>,
  customerId: bigint,
  amount: bigint,
  reference = `ref-${++refs}`,
) {
  try {
    await reserveDeposit(db, { customerId, currency: 'TRY', amount, reference });
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

/** A stake in its own transaction, as a debit would run it; resolves to 'ok' or the code. */
export async function stake(db: Kysely<Database>, customerId: bigint, amount: bigint) {
  try {
    await db
      .transaction()
      .execute((trx) => guardStake(trx, { customerId, currency: 'TRY', amount, source: 'casino' }));
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

export const win = (db: Kysely<Database>, customerId: bigint, amount: bigint) =>
  db.transaction().execute((trx) => recordWin(trx, { customerId, currency: 'TRY', amount }));

/**
 * A login `minutesAgo` minutes ago (the reality check counts from the latest login or
 * acknowledgement: reality-check.ts realityDueSql). Returns the session id.
 */
export async function loggedInAgo(db: Kysely<Database>, customerId: bigint, minutesAgo: number) {
  const id = randomUUID();
  await insertSession(db, {
    id,
    customerId,
    tokenHash: randomUUID(),
    now: new Date(clock.ms() - minutesAgo * 60_000),
    ip: null,
    userAgent: null,
    device: 'test',
    browser: 'test',
    fingerprint: null,
  });
  return id;
}
