import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Range = { from?: Date; to?: Date };

function roundsOf(db: Kysely<Database>, customerId: bigint, { from, to }: Range) {
  let q = db.selectFrom('game_round as r').where('r.customer_id', '=', customerId);
  if (from) q = q.where('r.started_at', '>=', from);
  if (to) q = q.where('r.started_at', '<', to);
  return q;
}

/** A customer's rounds, newest first, with the game's name and studio where the catalogue knows it. */
export async function findRounds(
  db: Kysely<Database>,
  customerId: bigint,
  range: Range,
  skip: number,
  take: number,
) {
  const [rows, count] = await Promise.all([
    roundsOf(db, customerId, range)
      .leftJoin('casino_game as g', 'g.game_code', 'r.game_code')
      .leftJoin('casino_provider as p', 'p.id', 'g.provider_id')
      .select([
        'r.round',
        'r.provider',
        'r.game_code',
        'r.currency',
        'r.stake',
        'r.win',
        'r.status',
        'r.started_at',
        'r.updated_at',
        'g.name as game_name',
        'p.name as provider_name',
      ])
      .orderBy('r.started_at', 'desc')
      .orderBy('r.round', 'desc')
      .offset(skip)
      .limit(take)
      .execute(),
    roundsOf(db, customerId, range)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
