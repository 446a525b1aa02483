import { type Kysely, sql } from 'kysely';
import type { AdminCustomerTabQuery, AdminLedgerQuery } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { playerAccountKey, playerBonusAccountKey } from '../../core/ledger/index.ts';

type Db = Kysely<Database>;
export type Page = Pick<AdminCustomerTabQuery, 'skip' | 'take' | 'sort'>;
export const dir = (p: Page) => (p.sort === 'oldest' ? 'asc' : 'desc');

/** Runs a page query and its count together; each tab is "this customer's rows, newest first". */
export async function paged<R>(rows: Promise<R[]>, count: Promise<{ n: string | number | bigint }>) {
  const [items, c] = await Promise.all([rows, count]);
  return { rows: items, total: Number(c.n) };
}

export function sessionsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('customer_session').where('customer_id', '=', id);
  return paged(
    base
      .select(['id', 'created_at', 'last_activity_at', 'ended_at', 'end_reason', 'ip', 'device', 'browser'])
      .orderBy('created_at', dir(p))
      .orderBy('id')
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

/**
 * The entries of the player's cash or bonus account, newest first. balance_after is written by
 * the ledger's own trigger as each entry lands (the posted balance after it), so the running
 * balance needs no window over the account's history. The total is the account's version: on a
 * tracked account every entry is one version step (ledger_leg in the ledger migration), so no
 * count over a long history. The page is cut before the join, so a deep offset skips entries only.
 */
export async function ledgerOf(db: Db, id: bigint, q: AdminLedgerQuery) {
  const key = q.account === 'bonus' ? playerBonusAccountKey(id) : playerAccountKey(id);
  const account = await db
    .selectFrom('ledger_account')
    .select(['id', 'version'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!account) return { rows: [], total: 0 };
  let page = db
    .selectFrom('ledger_entry')
    .select(['id', 'transfer_id', 'amount', 'pending', 'balance_after'])
    .where('account_id', '=', account.id)
    .orderBy('id', 'desc')
    .limit(q.take);
  page = q.before ? page.where('id', '<', BigInt(q.before)) : page.offset(q.skip);
  const rows = await db
    .selectFrom(page.as('e'))
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .select([
      'e.id',
      'e.amount',
      'e.pending',
      'e.balance_after',
      't.id as transfer_id',
      't.code',
      't.created_at',
    ])
    .orderBy('e.id', 'desc')
    .execute();
  return { rows, total: Number(account.version) };
}

export function paymentsOf(db: Db, id: bigint, kind: 1 | 2, p: Page) {
  const base = db.selectFrom('payment as p').where('p.customer_id', '=', id).where('p.kind', '=', kind);
  return paged(
    base
      .innerJoin('payment_method as m', 'm.id', 'p.method_id')
      .select([
        'p.id',
        'p.status',
        'p.amount',
        'm.name as method',
        'p.reason_code',
        'p.created_at',
        'p.updated_at',
      ])
      .orderBy('p.created_at', dir(p))
      .orderBy('p.id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function roundsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('game_round').where('customer_id', '=', id);
  return paged(
    base.selectAll().orderBy('started_at', dir(p)).orderBy('round').offset(p.skip).limit(p.take).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function betsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('sb_bet as b').where('b.customer_id', '=', id);
  return paged(
    base
      .select([
        'b.id',
        'b.kind',
        'b.status',
        'b.total_stake',
        'b.bonus_stake',
        'b.potential_payout',
        'b.payout',
        'b.live',
        'b.placed_at',
        'b.settled_at',
        sql<number>`(select count(*)::int from sb_bet_leg l where l.bet_id = b.id)`.as('legs'),
      ])
      .orderBy('b.placed_at', dir(p))
      .orderBy('b.id')
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function bonusesOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('customer_bonus as b').where('b.customer_id', '=', id);
  return paged(
    base
      .innerJoin('bonus_definition as d', 'd.id', 'b.definition_id')
      .select([
        'b.id',
        'd.code',
        'd.title_tr',
        'd.title_en',
        'b.status',
        'b.amount',
        'b.wagering_required',
        'b.wagering_done',
        'b.created_at',
        'b.expires_at',
        'b.closed_at',
      ])
      .orderBy('b.created_at', dir(p))
      .orderBy('b.id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function notesOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('customer_note as n').where('n.customer_id', '=', id);
  return paged(
    base
      .innerJoin('admin_user as a', 'a.id', 'n.admin_id')
      .select(['n.id', 'n.text', 'n.admin_id', 'a.username as author', 'n.created_at'])
      .orderBy('n.id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

export async function insertNote(db: Db, customerId: bigint, adminId: bigint, text: string, now: Date) {
  return db
    .insertInto('customer_note')
    .values({ customer_id: customerId, admin_id: adminId, text, created_at: now })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function notificationsOf(db: Db, id: bigint, p: Page) {
  const base = db.selectFrom('notification').where('customer_id', '=', id);
  return paged(
    base
      .selectAll()
      .orderBy('created_at', dir(p))
      .orderBy('id', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

/** Audit rows the player made, and staff or system rows naming them in details.customerId. */
export function auditOf(db: Db, id: bigint, p: Page) {
  const base = db
    .selectFrom('auth_audit')
    .where((eb) =>
      eb.or([
        eb.and([eb('actor_kind', '=', 'customer'), eb('actor_id', '=', id)]),
        eb.and([sql<boolean>`details ? 'customerId'`, eb(sql`details->>'customerId'`, '=', String(id))]),
      ]),
    );
  return paged(
    base
      .select(['seq', 'at', 'actor_kind', 'actor_id', 'event', 'ip', 'details'])
      .orderBy('seq', dir(p))
      .offset(p.skip)
      .limit(p.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}
