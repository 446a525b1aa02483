import { searchWords } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1_000;

/**
 * The casino search index (casino_game_word): one row per folded word of each game's name. Written
 * by the demo seed and by the catalogue sync (new and renamed games); replaces the games' rows.
 */
export async function indexGameWords(trx: Transaction<Database>, games: { id: number; name: string }[]) {
  if (!games.length) return;
  await trx
    .deleteFrom('casino_game_word')
    .where(
      'game_id',
      'in',
      games.map((g) => g.id),
    )
    .execute();
  const words = games.flatMap((g) =>
    [...new Set(searchWords(g.name))].map((word) => ({ word, game_id: g.id })),
  );
  for (let i = 0; i < words.length; i += CHUNK) {
    await trx
      .insertInto('casino_game_word')
      .values(words.slice(i, i + CHUNK))
      .execute();
  }
}
