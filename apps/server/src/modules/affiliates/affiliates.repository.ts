import type { AffiliatePlayersQuery, AffiliatesQuery } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

const withPlayers = (db: Db) =>
  db
    .selectFrom('affiliate as a')
    .select(['a.id', 'a.btag', 'a.name', 'a.status', 'a.created_at'])
    .select((eb) =>
      eb
        .selectFrom('customer as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.btag', '=', 'a.btag')
        .as('players'),
    );
export type AffiliateRow = Awaited<ReturnType<ReturnType<typeof withPlayers>['executeTakeFirstOrThrow']>>;

const SORT = { createdAt: 'a.created_at', players: 'players', btag: 'a.btag' } as const;

export async function listAffiliates(db: Db, q: AffiliatesQuery) {
  const [rows, total] = await Promise.all([
    withPlayers(db)
      .orderBy(SORT[q.sort], q.order)
      .orderBy('a.id', q.order)
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    db
      .selectFrom('affiliate')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export const affiliateById = (db: Db, id: number) =>
  withPlayers(db).where('a.id', '=', id).executeTakeFirst();

export async function lockAffiliate(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('affiliate').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The players one affiliate brought, newest first, with their first confirmed deposit. */
export async function affiliatePlayers(db: Db, btag: string, q: AffiliatePlayersQuery) {
  const base = db.selectFrom('customer as c').where('c.btag', '=', btag);
  const [rows, total] = await Promise.all([
    base
      .select(['c.user_code', 'c.created_at'])
      .select((eb) =>
        eb
          .selectFrom('payment as p')
          .select((e) => e.fn.min('p.updated_at').as('first'))
          .whereRef('p.customer_id', '=', 'c.id')
          .where('p.kind', '=', 1)
          .where('p.status', '=', 1)
          .as('first_deposit_at'),
      )
      .orderBy('c.created_at', q.order)
      .orderBy('c.id', q.order)
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
