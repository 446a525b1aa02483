import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MarginSetting } from '@lalebet/shared';
import type { Database } from '../../../db/database.ts';
import type { Margins } from '../feed/margins.ts';
import { marginsInForce } from './margin.repository.ts';
import { tableMirror } from './table-mirror.ts';

/**
 * This process's copy of the desk's margins (docs/decisions/087-margins-and-obvious-error.md),
 * handed to the catalogue and kept current by `tableMirror`; `settings` is what the desk lists.
 */
export function createMarginRegistry(deps: {
  db: Kysely<Database>;
  apply: (margins: Margins) => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  let settings: MarginSetting[] = [];

  async function load() {
    const rows = await marginsInForce(deps.db);
    const sports = new Map<string, number>();
    const tournaments = new Map<string, number>();
    const markets = new Map<number, number>();
    for (const r of rows)
      if (r.scope === 'sport') sports.set(r.scope_key, r.margin_bp);
      else if (r.scope === 'tournament') tournaments.set(r.scope_key, r.margin_bp);
      else markets.set(Number(r.scope_key), r.margin_bp);
    settings = rows.map((r) => ({
      scope: r.scope,
      key: r.scope_key,
      marginBp: r.margin_bp,
      reason: r.reason,
      updatedBy: r.username,
      updatedAt: r.updated_at.toISOString(),
    }));
    deps.apply({ sports, tournaments, markets });
  }

  return { ...tableMirror({ table: 'sb_margin', load, log: deps.log }), settings: () => settings };
}
export type MarginRegistry = ReturnType<typeof createMarginRegistry>;
