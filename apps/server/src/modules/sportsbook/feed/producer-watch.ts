import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { FeedEnvelope, FeedRecovery, ProducerId } from '../../../lib/feed/envelope.ts';
import { type CatalogueStore, lineKey } from './catalogue-store.ts';
import * as repo from './feed.repository.ts';
import { refreshStatus } from './lines.ts';
import { initialProducers, nextRequestId, PRODUCER_SILENCE_MS, RECOVERY_TIMEOUT_MS } from './producers.ts';
import type { Pusher } from './push.ts';

export type WatchDeps = {
  db: Kysely<Database>;
  store: CatalogueStore;
  pusher: Pusher;
  recovery: FeedRecovery;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clk: { ms(): number; now(): Date };
};

/**
 * Producer liveness and recovery (reference §3, "Liveness and recovery"): a producer silent for
 * 20 s is down and its markets suspended; `alive` after that asks for a recovery, whose
 * snapshot_complete reopens them; a recovery with no answer is asked again.
 */
export function createProducerWatch(deps: WatchDeps) {
  const { db, store, pusher, log, clk } = deps;
  const producers = initialProducers(clk.ms());

  /** Not awaited by message handling: an in-process feed replays through the same queue. */
  function recover(id: ProducerId) {
    const p = producers[id];
    const requestId = nextRequestId(clk.ms());
    p.state = 'recovering';
    p.requestId = requestId;
    p.requestedAtMs = clk.ms();
    log.info({ producer: id, after: p.lastProcessedTs, requestId }, 'feed: recovery requested');
    deps.recovery.requestRecovery(id, p.lastProcessedTs, requestId).catch((err: unknown) => {
      log.error({ err, producer: id }, 'feed: recovery request failed');
      if (p.requestId === requestId) p.state = 'down';
    });
  }

  function setProducerUp(id: ProducerId, up: boolean) {
    for (const [event, line] of store.linesOf(id)) {
      // A trader's hold (docs/decisions/078-trading-desk.md) outlasts the producer's recovery.
      const open = up && !store.held(event.id, lineKey(line.marketId, line.specifiers));
      if (refreshStatus(line, open)) pusher.line(event.id, line.marketId, line.specifiers);
    }
  }

  function check() {
    for (const p of Object.values(producers)) {
      const overdue = clk.ms() - p.requestedAtMs > RECOVERY_TIMEOUT_MS;
      if (p.state === 'recovering' && overdue && clk.ms() - p.lastAliveMs <= PRODUCER_SILENCE_MS) {
        log.warn(
          { producer: p.id, requestId: p.requestId },
          'feed: no snapshot_complete, recovery asked again',
        );
        recover(p.id);
        continue;
      }
      if (p.state === 'down' || clk.ms() - p.lastAliveMs <= PRODUCER_SILENCE_MS) continue;
      log.warn({ producer: p.id }, 'feed: producer silent for 20 s, its markets are suspended');
      p.state = 'down';
      p.requestId = null;
      setProducerUp(p.id, false);
    }
  }

  async function alive(m: Extract<FeedEnvelope, { type: 'alive' }>) {
    const p = producers[m.producer];
    p.lastAliveMs = clk.ms();
    if (p.state === 'down') return recover(p.id);
    if (p.state !== 'up') return;
    if (!m.body.subscribed) {
      setProducerUp(p.id, false);
      return recover(p.id);
    }
    p.lastProcessedTs = Math.max(p.lastProcessedTs, m.ts);
    await repo.saveProducer(db, p.id, clk.now(), p.lastProcessedTs);
  }

  function snapshotComplete(m: Extract<FeedEnvelope, { type: 'snapshot_complete' }>) {
    const p = producers[m.producer];
    if (p.state !== 'recovering' || m.requestId !== p.requestId) return;
    p.state = 'up';
    log.info({ producer: p.id }, 'feed: recovery complete, markets reopen');
    setProducerUp(p.id, true);
  }

  const connection = connectionEvents(producers, clk, setProducerUp, recover);
  return { producers, recover, check, alive, snapshotComplete, connection };
}
export type ProducerWatch = ReturnType<typeof createProducerWatch>;

/** What a lost and regained feed connection does to the producers (infra/feed/reconnecting-transport.ts). */
function connectionEvents(
  producers: ReturnType<typeof initialProducers>,
  clk: WatchDeps['clk'],
  setProducerUp: (id: ProducerId, up: boolean) => void,
  recover: (id: ProducerId) => void,
) {
  return {
    /**
     * The feed's connection was lost: whatever came meanwhile is gone with the queue, so every
     * producer is down at once (markets suspended) and an answer to an earlier recovery is ignored.
     */
    connectionLost() {
      for (const p of Object.values(producers)) {
        if (p.state === 'down') continue;
        p.state = 'down';
        p.requestId = null;
        setProducerUp(p.id, false);
      }
    },

    /** Connected again: recovery from the last processed feed time; snapshot_complete reopens. */
    reconnected() {
      for (const p of Object.values(producers)) {
        p.lastAliveMs = clk.ms();
        // An `alive` delivered before this call already asked.
        if (p.state === 'down') recover(p.id);
      }
    },
  };
}
