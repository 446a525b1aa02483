import { PRODUCERS, type ProducerId } from '../../../lib/feed/envelope.ts';

/** UOF: no `alive` for 20 s means the producer is down (reference §3, Liveness and recovery). */
export const PRODUCER_SILENCE_MS = 20_000;
/** A recovery with no snapshot_complete after this long is asked for again. */
export const RECOVERY_TIMEOUT_MS = 60_000;

export type ProducerState = {
  id: ProducerId;
  /** up: prices flow; recovering: a recovery request is out; down: silent, markets suspended. */
  state: 'up' | 'recovering' | 'down';
  lastAliveMs: number;
  /** Feed time up to which everything was processed; recovery asks for what came after. */
  lastProcessedTs: number;
  requestId: number | null;
  requestedAtMs: number;
};

export function initialProducers(nowMs: number): Record<ProducerId, ProducerState> {
  const make = (id: ProducerId): ProducerState => ({
    id,
    state: 'down',
    lastAliveMs: nowMs,
    lastProcessedTs: 0,
    requestId: null,
    requestedAtMs: 0,
  });
  return { [PRODUCERS.live]: make(PRODUCERS.live), [PRODUCERS.prematch]: make(PRODUCERS.prematch) };
}

/** Request ids are unique across restarts of this process (feed time has no sequence of its own). */
let lastRequestId = 0;
export function nextRequestId(nowMs: number): number {
  lastRequestId = Math.max(lastRequestId + 1, Math.floor(nowMs / 1000) % 1_000_000_000);
  return lastRequestId;
}
