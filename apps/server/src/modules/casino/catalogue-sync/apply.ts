import type { Transaction } from 'kysely';
import { indexGameWords } from '../../../core/casino-words.ts';
import type { Database } from '../../../db/database.ts';
import type { SyncPlan } from './plan.ts';

type Trx = Transaction<Database>;
const CHUNK = 500;
/** New games go to the end of the grids until someone places them. */
const NEW_GAME_SORT = 10_000;

export type SyncCounts = { added: number; updated: number; disabled: number };

/**
 * Writes a plan in the caller's transaction: new studios and games switched off (for review),
 * changed games, and games the provider dropped switched off and marked removed; the search index
 * follows new and renamed games.
 */
export async function applyPlan(trx: Trx, plan: SyncPlan, at: Date): Promise<SyncCounts> {
  const providerId = new Map<string, number>();
  if (plan.providers.length) {
    const rows = await trx
      .insertInto('casino_provider')
      .values(
        plan.providers.map((p) => ({
          name: p.name,
          slug: p.slug,
          launcher: 'hub88' as const,
          logo_url: p.logoUrl,
          sort: NEW_GAME_SORT,
          enabled: false,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const r of rows) providerId.set(r.slug, r.id);
  }
  const words: { id: number; name: string }[] = [];
  for (let i = 0; i < plan.inserts.length; i += CHUNK) {
    const batch = plan.inserts.slice(i, i + CHUNK);
    const rows = await trx
      .insertInto('casino_game')
      .values(
        batch.map(({ providerSlug, providerId: known, ...g }) => ({
          ...g,
          provider_id: known ?? providerId.get(providerSlug)!,
          sort: NEW_GAME_SORT,
          enabled: false,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    words.push(...rows);
  }
  for (const u of plan.updates) {
    const set = u.newProviderSlug ? { ...u.set, provider_id: providerId.get(u.newProviderSlug)! } : u.set;
    await trx.updateTable('casino_game').set(set).where('id', '=', u.id).execute();
    if (u.renamed) words.push({ id: u.id, name: u.set.name! });
  }
  if (plan.disable.length) {
    await trx
      .updateTable('casino_game')
      .set({ enabled: false, removed_at: at })
      .where('id', 'in', plan.disable)
      .execute();
  }
  await indexGameWords(trx, words);
  return {
    added: plan.inserts.length,
    updated: plan.updates.filter((u) => u.visible).length,
    disabled: plan.disable.length,
  };
}
