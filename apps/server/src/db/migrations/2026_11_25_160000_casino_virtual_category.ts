import { type Kysely, sql } from 'kysely';

/**
 * Games may also be listed under 'virtual' (virtual sports: the main menu's Sanal entry, shown on
 * /casino/games?category=virtual). It is not a page of its own, so casino_category is unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table casino_game drop constraint casino_game_categories_check,
    add constraint casino_game_categories_check check (
      categories <@ array['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual']::text[]
      and cardinality(categories) > 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The games stay (rounds and favourites point at them), listed as games only.
  await sql`update casino_game set categories = array_remove(categories, 'virtual')
    where categories @> array['virtual']::text[]`.execute(db);
  await sql`alter table casino_game drop constraint casino_game_categories_check,
    add constraint casino_game_categories_check check (
      categories <@ array['slot', 'live', 'games', 'bingo', 'tvbets']::text[]
      and cardinality(categories) > 0)`.execute(db);
}
