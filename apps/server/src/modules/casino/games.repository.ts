import type { GameCategory } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type GameFilter = {
  /** Folded query words (foldSearch): each must be a prefix of some word of the name. */
  words: string[];
  live?: boolean;
  category?: GameCategory;
  providerId?: number;
  liveType?: string;
  /** Only this customer's favourites. */
  favoritesOf?: bigint;
};

const GAME_COLUMNS = [
  'g.game_code',
  'g.name',
  'g.provider_id',
  'g.product_id',
  'g.system',
  'g.image_url',
  'g.categories',
  'g.is_live',
  'g.live_type',
  'g.is_new',
  'g.is_popular',
  'p.name as provider_name',
  'p.launcher',
] as const;

/** Enabled games of enabled studios matching every filter. */
export function matchingGames(db: Kysely<Database>, f: GameFilter) {
  let q = db
    .selectFrom('casino_game as g')
    .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
    .where('g.enabled', '=', true)
    .where('p.enabled', '=', true);
  // One semi-join per word through the text_pattern_ops index: `word like 'sul%'` is a range scan.
  for (const word of f.words) {
    q = q.where(
      'g.id',
      'in',
      db.selectFrom('casino_game_word').select('game_id').where('word', 'like', `${word}%`),
    );
  }
  if (f.live !== undefined) q = q.where('g.is_live', '=', f.live);
  if (f.category) q = q.where(sql<boolean>`g.categories @> array[${f.category}]::text[]`);
  if (f.providerId !== undefined) q = q.where('g.provider_id', '=', f.providerId);
  if (f.liveType) q = q.where('g.live_type', '=', f.liveType);
  if (f.favoritesOf !== undefined) {
    const customerId = f.favoritesOf;
    q = q.where(
      'g.id',
      'in',
      db.selectFrom('casino_favorite').select('game_id').where('customer_id', '=', customerId),
    );
  }
  return q;
}

/**
 * A page in lobby order (popular first, then popularity rank, then name) and the total, in one
 * statement: the window count rides along with the page. Only a page past the end needs a count.
 */
export async function findGames(db: Kysely<Database>, f: GameFilter, skip: number, take: number) {
  const rows = await matchingGames(db, f)
    .select(GAME_COLUMNS)
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('g.is_popular', 'desc')
    .orderBy('g.sort')
    .orderBy('g.name')
    .orderBy('g.id')
    .offset(skip)
    .limit(take)
    .execute();
  if (rows.length > 0 || skip === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await matchingGames(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
export type GameRow = Awaited<ReturnType<typeof findGames>>['rows'][number];

/** One enabled game by code, with its studio's launch integration. */
export function findEnabledGame(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('casino_game as g')
    .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
    .select(['g.id', ...GAME_COLUMNS])
    .where('g.game_code', '=', code)
    .where('g.enabled', '=', true)
    .where('p.enabled', '=', true)
    .executeTakeFirst();
}

export function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('casino_category')
    .select(['id', 'name', 'slug_list', 'image_url'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Studios with enabled games (in a category when given) and how many. */
export function listProviders(db: Kysely<Database>, category: GameCategory | undefined) {
  let q = db
    .selectFrom('casino_provider as p')
    .innerJoin('casino_game as g', 'g.provider_id', 'p.id')
    .select((eb) => ['p.id', 'p.name', 'p.logo_url', eb.fn.countAll<string>().as('game_count')])
    .where('p.enabled', '=', true)
    .where('g.enabled', '=', true);
  if (category) q = q.where(sql<boolean>`g.categories @> array[${category}]::text[]`);
  return q.groupBy(['p.id', 'p.name', 'p.logo_url', 'p.sort']).orderBy('p.sort').orderBy('p.name').execute();
}
