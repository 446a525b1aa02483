import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type Page, dir, paged } from './tabs.repository.ts';

/**
 * Player 360's Protection tab reads the protection tables straight (modules do not import each
 * other; the tables are the contract, docs/decisions/024, 025, 032, 033). Read-only.
 */
type Db = Kysely<Database>;

/** Every limit row of the player, player's and staff's alike, with the staff member's name. */
export function limitRowsOf(db: Db, id: bigint) {
  return db
    .selectFrom('rg_limit as l')
    .leftJoin('admin_user as a', 'a.id', 'l.staff_id')
    .select(['l.kind', 'l.period', 'l.set_by', 'l.value', 'l.since', 'l.reason', 'a.username as staff'])
    .where('l.customer_id', '=', id)
    .orderBy('l.kind')
    .orderBy('l.period')
    .orderBy('l.set_by')
    .execute();
}

/** Raises and removals waiting for the cooling-off period or the player's confirmation. */
export function pendingChangesOf(db: Db, id: bigint, now: Date) {
  return (
    db
      .selectFrom('rg_limit_request')
      .select(['id', 'kind', 'period', 'value', 'requested_at', 'available_at', 'expires_at'])
      .where('customer_id', '=', id)
      .where('status', '=', 'pending')
      // A lapsed one is closed when the player's page is next read (ADR 024); it is over already.
      .where('expires_at', '>', now)
      .orderBy('requested_at', 'desc')
      .execute()
  );
}

export function registerStatusOf(db: Db, id: bigint) {
  return db
    .selectFrom('rg_register_status')
    .select(['register', 'excluded', 'checked_at', 'excluded_since', 'last_error_at'])
    .where('customer_id', '=', id)
    .executeTakeFirst();
}

export type BlockRow = {
  id: string;
  kind: 'timeout' | 'self_exclusion' | 'closure' | 'register';
  period: string | null;
  starts_at: Date;
  ends_at: Date | null;
  source: 'player' | 'staff' | 'system' | 'register';
  register: 'gamstop' | 'spelpaus' | null;
  staff: string | null;
  reason: string | null;
};

/**
 * Time-outs, self-exclusions and closures (rg_exclusion), and national-register hits: a register
 * block has no row of its own (ADR 032), so each `rg_register_excluded` audit row is a hit that
 * ends at the next `rg_register_cleared` of the player. Both reads use the customer indexes.
 */
export function blocksOf(db: Db, id: bigint, p: Page) {
  const key = String(id);
  const blocks = sql`
    select 'x' || e.id as id, e.kind, e.period, e.starts_at, e.ends_at, e.actor_kind as source,
      null::text as register, a.username as staff, e.reason
    from rg_exclusion e
    left join admin_user a on e.actor_kind = 'staff' and a.id = e.actor_id
    where e.customer_id = ${id}
    union all
    select 'r' || h.seq, 'register', null, h.at,
      (select min(c.at) from auth_audit c
        where c.details->>'customerId' = ${key} and c.event = 'rg_register_cleared' and c.seq > h.seq),
      'register', h.details->>'register', null, null
    from auth_audit h
    where h.details->>'customerId' = ${key} and h.event = 'rg_register_excluded'`;
  const order = sql.raw(dir(p));
  return paged(
    sql<BlockRow>`select * from (${blocks}) b order by starts_at ${order}, id ${order}
      offset ${p.skip} limit ${p.take}`
      .execute(db)
      .then((r) => r.rows),
    sql<{ n: string }>`select count(*) as n from (${blocks}) b`.execute(db).then((r) => r.rows[0]!),
  );
}

export function flagsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('rg_flag as f').where('f.customer_id', '=', id);
  return paged(
    base
      .leftJoin('admin_user as a', 'a.id', 'f.reviewed_by')
      .select([
        'f.id',
        'f.kind',
        'f.severity',
        'f.details',
        'f.created_at',
        'f.reviewed_at',
        'a.username as reviewed_by',
      ])
      .orderBy('f.created_at', dir(p))
      .orderBy('f.id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function liftRequestsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('rg_lift_request as r').where('r.customer_id', '=', id);
  return paged(
    base
      .leftJoin('admin_user as a1', 'a1.id', 'r.first_approver_id')
      .leftJoin('admin_user as a2', 'a2.id', 'r.second_approver_id')
      .leftJoin('admin_user as ar', 'ar.id', 'r.rejected_by')
      .selectAll('r')
      .select([
        'a1.username as first_approver',
        'a2.username as second_approver',
        'ar.username as rejected_by_name',
      ])
      .orderBy('r.requested_at', dir(p))
      .orderBy('r.id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}
