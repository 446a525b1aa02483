import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { CacheNotices } from '../../../infra/cache/notices.ts';
import { holdKey } from '../feed/catalogue-store.ts';
import type { Holds } from '../feed/manual-holds.ts';
import { holdsInForce } from './suspension.repository.ts';

export const SUSPENSION_TABLE = 'sb_manual_suspension';

/**
 * This process's copy of the traders' suspensions (docs/decisions/078-trading-desk.md), handed
 * to the catalogue. Loaded at start, again after this process changed one, and on every change
 * notice of the table or reconnect of the listener (ADR 019), so a hold made in any process
 * reaches every catalogue. Loads run one after another: the last read is the one applied.
 */
export function createSuspensionRegistry(deps: {
  db: Kysely<Database>;
  apply: (holds: Holds) => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  let holds: Holds = { events: new Set(), lines: new Set() };
  let chain: Promise<void> = Promise.resolve();

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

  /** Reads the holds again and applies them; resolves once applied (a failure is logged). */
  function reload(): Promise<void> {
    chain = chain.then(load).catch((err: unknown) => {
      deps.log.error({ err }, 'sportsbook: the manual suspensions could not be read');
    });
    return chain;
  }

  /** Reloads on the table's change notices and on every (re)connect of the listener. */
  function listen(notices: CacheNotices | undefined): () => void {
    if (!notices) return () => {};
    return notices.on((n) => {
      if (n.kind === 'reset' || (n.kind === 'table' && n.table === SUSPENSION_TABLE)) void reload();
    });
  }

  return {
    reload,
    listen,
    eventHeld: (eventId: string) => holds.events.has(eventId),
    lineHeld: (eventId: string, marketId: number, specifiers: string) =>
      holds.lines.has(holdKey(eventId, marketId, specifiers)),
  };
}
export type SuspensionRegistry = ReturnType<typeof createSuspensionRegistry>;
