import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { settlementLag } from '../../../infra/metrics/registry.ts';
import type { SettlementSink } from '../settlement-sink.ts';
import { type CatalogueStore, lineKey } from './catalogue-store.ts';
import { forceStatus } from './lines.ts';
import type { Pusher } from './push.ts';
import { type ManualSettlement, createSettlement, type SettlementMessage } from './settlement.ts';

type Deps = {
  db: Kysely<Database>;
  sink: SettlementSink;
  store: CatalogueStore;
  pusher: Pusher;
  log: Pick<FastifyBaseLogger, 'error'>;
  clk: { ms(): number; now(): Date };
};

/**
 * Settlement messages to the bets, with the market status players see pushed at once. A failed
 * hand-over to the bets is remembered and re-driven on the next liveness tick (`retry`).
 */
export function createSettlementDriver({ db, sink, store, pusher, log, clk }: Deps) {
  let redrive = false;
  const settlement = createSettlement({
    db,
    sink,
    now: () => clk.now(),
    onStatus: (line, status) => {
      const entry = store.events.get(line.eventId)?.lines.get(lineKey(line.marketId, line.specifiers));
      if (entry && forceStatus(entry, status)) pusher.line(line.eventId, line.marketId, line.specifiers);
    },
  });
  const onDriveError = (err: unknown) => {
    redrive = true;
    log.error({ err }, 'feed: handing results to the bets failed; retried shortly');
  };
  return {
    async handle(m: SettlementMessage) {
      const applied = await settlement.handle(m).catch((err: unknown) => {
        redrive = true;
        throw err;
      });
      if (applied) settlementLag.observe(Math.max(0, clk.ms() - m.ts) / 1000);
    },
    manual: {
      record: settlement.record,
      apply: (touched) => settlement.apply(touched).catch(onDriveError),
    } satisfies ManualSettlement,
    /** Everything recorded but not handed over; a failure is logged and retried later. */
    driveAll: () => settlement.driveAll().then(() => undefined, onDriveError),
    retry() {
      if (!redrive) return;
      redrive = false;
      settlement.driveAll().catch(onDriveError);
    },
  };
}
