import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { holdKey } from '../feed/catalogue-store.ts';
import type { Holds } from '../feed/manual-holds.ts';
import { holdsInForce } from './suspension.repository.ts';
import { tableMirror } from './table-mirror.ts';

export const SUSPENSION_TABLE = 'sb_manual_suspension';

/**
 * This process's copy of the traders' suspensions (docs/decisions/078-trading-desk.md), handed
 * to the catalogue and kept current by `tableMirror`.
 */
export function createSuspensionRegistry(deps: {
  db: Kysely<Database>;
  apply: (holds: Holds) => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  let holds: Holds = { events: new Set(), lines: new Set() };

  async function load() {
    const rows = await holdsInForce(deps.db);
    const events = new Set<string>();
    const lines = new Set<string>();
    for (const r of rows)
      if (r.market_id === null) events.add(r.event_id);
      else lines.add(holdKey(r.event_id, r.market_id, r.specifiers ?? ''));
    holds = { events, lines };
    deps.apply(holds);
  }

  return {
    ...tableMirror({ table: SUSPENSION_TABLE, load, log: deps.log }),
    eventHeld: (eventId: string) => holds.events.has(eventId),
    lineHeld: (eventId: string, marketId: number, specifiers: string) =>
      holds.lines.has(holdKey(eventId, marketId, specifiers)),
  };
}
export type SuspensionRegistry = ReturnType<typeof createSuspensionRegistry>;
