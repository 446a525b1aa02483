import type { CasinoCategory } from '@lalebet/shared';
import { type Transaction, sql } from 'kysely';
import { indexGameWords } from '../../core/casino-words.ts';
import { type SimGame, simulatorCatalogue } from '../../simulators/game-provider/catalogue.ts';
import { hub88CategoryOf } from '../../simulators/game-provider/operator-catalogue.ts';
import type { Database } from '../database.ts';

type Trx = Transaction<Database>;

/** casino/categorylist: the product's category pages (section 2), each a /casino/<slug> route. */
export const CASINO_CATEGORY_LIST: { name: string; slug: CasinoCategory }[] = [
  { name: 'Slot', slug: 'slot' },
  { name: 'Live Casino', slug: 'live' },
  { name: 'Games', slug: 'games' },
  { name: 'Bingo', slug: 'bingo' },
  { name: 'TV Games', slug: 'tvbets' },
];

export const gameThumbUrl = (code: string) => `/media/games/${code}.svg`;
export const studioLogoUrl = (slug: string) => `/media/studios/${slug}.svg`;
export const categoryImageUrl = (slug: string) => `/media/categories/${slug}.svg`;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1_000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

export async function seedCasinoCategories(trx: Trx) {
  await trx
    .insertInto('casino_category')
    .values(
      CASINO_CATEGORY_LIST.map((c, sort) => ({
        name: c.name,
        slug_list: [c.slug],
        image_url: categoryImageUrl(c.slug),
        sort,
      })),
    )
    .execute();
}

/**
 * Imports the game-provider simulator's game list as an operator imports an aggregator's:
 * studios, games and the search index (one row per folded word of each name), in batches.
 */
export async function seedCasinoCatalogue(trx: Trx) {
  const { providers, games } = simulatorCatalogue();
  const inserted = await trx
    .insertInto('casino_provider')
    .values(
      providers.map((p, sort) => ({
        name: p.name,
        slug: p.slug,
        launcher: p.launcher,
        logo_url: studioLogoUrl(p.slug),
        sort,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await insertGames(trx, games, new Map(inserted.map((p) => [p.name, p.id])));
}

/**
 * Titles the simulator's list gained after this database was seeded (the Sanal games, say), as
 * an aggregator's game-list sync adds new releases: only codes the catalogue lacks, from studios
 * it has; existing rows, edited or disabled, are left alone. Returns how many were added.
 */
export async function addNewCatalogueGames(trx: Trx): Promise<number> {
  const { games } = simulatorCatalogue();
  const known = new Set(
    (await trx.selectFrom('casino_game').select('game_code').execute()).map((g) => g.game_code),
  );
  const studios = await trx.selectFrom('casino_provider').select(['id', 'name']).execute();
  const providerId = new Map(studios.map((p) => [p.name, p.id]));
  const fresh = games.filter((g) => !known.has(g.code) && providerId.has(g.provider));
  if (fresh.length) await insertGames(trx, fresh, providerId);
  return fresh.length;
}

async function insertGames(trx: Trx, games: SimGame[], providerId: Map<string, number>) {
  const gameIds = new Map<string, number>();
  for (const batch of chunks(games)) {
    const rows = await trx
      .insertInto('casino_game')
      .values(
        batch.map((g) => ({
          game_code: g.code,
          name: g.name,
          provider_id: providerId.get(g.provider)!,
          product_id: g.productId,
          system: g.system,
          image_url: gameThumbUrl(g.code),
          categories: g.categories,
          is_live: g.isLive,
          live_type: g.liveType,
          is_new: g.isNew,
          is_popular: g.isPopular,
          sort: g.sort,
          // What the simulator's game/list says: the first sync finds nothing to re-file.
          provider_category: hub88CategoryOf(g),
        })),
      )
      .returning(['id', 'game_code'])
      .execute();
    for (const r of rows) gameIds.set(r.game_code, r.id);
  }

  await indexGameWords(
    trx,
    games.map((g) => ({ id: gameIds.get(g.code)!, name: g.name })),
  );
  // Fresh statistics, so the planner takes the prefix index from the first search on.
  await sql`analyze casino_game, casino_game_word`.execute(trx);
}
