import type { GameCategory } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../lib/like.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Order = 'asc' | 'desc';
type Page = { skip: number; take: number; order: Order };

export type ProviderFilter = Page & { sort: 'sort' | 'name' | 'id'; enabled?: boolean; query?: string };

function providersMatching(db: Db, f: Omit<ProviderFilter, keyof Page | 'sort'>) {
  let q = db.selectFrom('casino_provider as p');
  if (f.enabled !== undefined) q = q.where('p.enabled', '=', f.enabled);
  if (f.query) q = q.where('p.name', 'ilike', containsPattern(f.query));
  return q;
}

/** Every provider (enabled or not) with its game counts, a page and the total. */
export async function listProvidersPage(db: Db, f: ProviderFilter) {
  const rows = await providersMatching(db, f)
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.launcher',
      'p.logo_url',
      'p.sort',
      'p.enabled',
      (eb) =>
        eb
          .selectFrom('casino_game as g')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('g.provider_id', '=', 'p.id')
          .as('game_count'),
      (eb) =>
        eb
          .selectFrom('casino_game as g')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('g.provider_id', '=', 'p.id')
          .where('g.enabled', '=', true)
          .as('enabled_game_count'),
    ])
    .orderBy(`p.${f.sort}`, f.order)
    .orderBy('p.id', f.order)
    .offset(f.skip)
    .limit(f.take)
    .execute();
  const { n } = await providersMatching(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export function lockProvider(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('casino_provider')
    .select(['id', 'name', 'enabled', 'sort'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateProvider(
  trx: Transaction<Database>,
  id: number,
  set: { enabled?: boolean; sort?: number },
) {
  await trx.updateTable('casino_provider').set(set).where('id', '=', id).execute();
}

export type GameFilter = Page & {
  sort: 'sort' | 'name' | 'id';
  providerId?: number;
  category?: GameCategory;
  enabled?: boolean;
  query?: string;
};

function gamesMatching(db: Db, f: Omit<GameFilter, keyof Page | 'sort'>) {
  let q = db.selectFrom('casino_game as g').innerJoin('casino_provider as p', 'p.id', 'g.provider_id');
  if (f.providerId !== undefined) q = q.where('g.provider_id', '=', f.providerId);
  if (f.category) q = q.where(sql<boolean>`g.categories @> array[${f.category}]::text[]`);
  if (f.enabled !== undefined) q = q.where('g.enabled', '=', f.enabled);
  if (f.query) {
    const pattern = containsPattern(f.query);
    q = q.where((eb) => eb.or([eb('g.name', 'ilike', pattern), eb('g.game_code', 'ilike', pattern)]));
  }
  return q;
}

const ADMIN_GAME_COLUMNS = [
  'g.id',
  'g.game_code',
  'g.name',
  'g.provider_id',
  'p.name as provider_name',
  'p.enabled as provider_enabled',
  'g.image_url',
  'g.categories',
  'g.is_live',
  'g.is_new',
  'g.is_popular',
  'g.sort',
  'g.enabled',
] as const;

/** Every game (enabled or not) matching the filters, a page and the total. */
export async function listGamesPage(db: Db, f: GameFilter) {
  const rows = await gamesMatching(db, f)
    .select(ADMIN_GAME_COLUMNS)
    .orderBy(`g.${f.sort}`, f.order)
    .orderBy('g.id', f.order)
    .offset(f.skip)
    .limit(f.take)
    .execute();
  const { n } = await gamesMatching(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
export type AdminGameRow = Awaited<ReturnType<typeof listGamesPage>>['rows'][number];

export function lockGame(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('casino_game')
    .select(['id', 'game_code', 'enabled', 'sort', 'categories', 'is_new', 'is_popular'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateGame(
  trx: Transaction<Database>,
  id: number,
  set: { enabled?: boolean; sort?: number; categories?: string[]; is_new?: boolean; is_popular?: boolean },
) {
  await trx.updateTable('casino_game').set(set).where('id', '=', id).execute();
}

/** One game as the admin list shows it, read after a change. */
export function findAdminGame(db: Db, id: number) {
  return db
    .selectFrom('casino_game as g')
    .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
    .select(ADMIN_GAME_COLUMNS)
    .where('g.id', '=', id)
    .executeTakeFirstOrThrow();
}
