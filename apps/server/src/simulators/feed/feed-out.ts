import type { FastifyBaseLogger } from 'fastify';
import type {
  FeedBodies,
  FeedEnvelope,
  FeedMarket,
  FeedMessageType,
  FeedTransport,
  ProducerId,
  SportEventStatus,
} from '../../lib/feed/envelope.ts';

const STATEFUL = new Set<FeedMessageType>([
  'bet_settlement',
  'rollback_bet_settlement',
  'bet_cancel',
  'rollback_bet_cancel',
]);
/** Settlements kept for recovery (UOF keeps days; a dev simulator keeps the recent ones). */
const LOG_LIMIT = 5000;

type EventOdds = { eventStatus?: SportEventStatus; markets: Map<string, FeedMarket> };

/**
 * The simulator's outbox: publishes in order, remembers each producer's current odds per event
 * and the settlements sent, so recovery can replay them (UOF recovery, reference §3). A stopped
 * producer's messages are lost, as when a real producer goes down; its state still moves on.
 */
export class FeedOut {
  readonly stopped = new Set<ProducerId>();
  private readonly odds = new Map<ProducerId, Map<string, EventOdds>>([
    [1, new Map()],
    [3, new Map()],
  ]);
  private readonly log: FeedEnvelope[] = [];
  /** When each event last had a message out (the replay API's `last_msg_from_event`). */
  private readonly sentAt = new Map<string, number>();
  private last: Promise<void> = Promise.resolve();

  private readonly transport: FeedTransport;
  private readonly logger: FastifyBaseLogger;

  constructor(transport: FeedTransport, logger: FastifyBaseLogger) {
    this.transport = transport;
    this.logger = logger;
  }

  emit<T extends FeedMessageType>(
    producer: ProducerId,
    type: T,
    eventUrn: string,
    ts: number,
    body: FeedBodies[T],
  ) {
    const message = { producer, type, eventUrn, ts, body } as FeedEnvelope;
    if (message.type === 'odds_change') this.remember(producer, eventUrn, message.body);
    if (message.type === 'bet_stop') this.suspend(producer, eventUrn);
    if (STATEFUL.has(type)) {
      this.log.push(message);
      if (this.log.length > LOG_LIMIT) this.log.shift();
    }
    if (this.stopped.has(producer)) return;
    if (eventUrn) this.sentAt.set(eventUrn, ts);
    this.send(message);
  }

  /** Publishes now, in order; failures are logged (the transport owns reconnection). */
  send(message: FeedEnvelope) {
    const published = this.transport.publish(message);
    this.last = this.last.then(() =>
      published.catch((err: unknown) =>
        this.logger.error({ err, type: message.type }, 'feed simulator: publish failed'),
      ),
    );
  }

  flush(): Promise<void> {
    return this.last;
  }

  /** The producer's current markets of an event (status updates merged), for tests and recovery. */
  current(producer: ProducerId, eventUrn: string): FeedMarket[] {
    return [...(this.odds.get(producer)?.get(eventUrn)?.markets.values() ?? [])];
  }

  /** Feed time of the event's last message out, if any since it was known. */
  lastSent(eventUrn: string): number | undefined {
    return this.sentAt.get(eventUrn);
  }

  forget(eventUrn: string) {
    for (const byEvent of this.odds.values()) byEvent.delete(eventUrn);
    this.sentAt.delete(eventUrn);
  }

  /**
   * UOF's per-event recovery: the producer's current odds of one event again, carrying the request
   * id; no snapshot_complete follows (that ends a producer's recovery only). False when the
   * producer holds no odds for it.
   */
  recoverEvent(producer: ProducerId, eventUrn: string, requestId: number, now: number): boolean {
    const odds = this.odds.get(producer)?.get(eventUrn);
    if (!odds) return false;
    this.send({ producer, type: 'odds_change', eventUrn, ts: now, requestId, body: this.oddsBody(odds) });
    return true;
  }

  recover(producer: ProducerId, afterTs: number, requestId: number, now: number) {
    for (const [eventUrn, odds] of this.odds.get(producer) ?? []) {
      this.send({ producer, type: 'odds_change', eventUrn, ts: now, requestId, body: this.oddsBody(odds) });
    }
    for (const message of this.log) {
      if (message.producer === producer && message.ts > afterTs) this.send({ ...message, requestId });
    }
    this.send({ producer, type: 'snapshot_complete', eventUrn: '', ts: now, requestId, body: {} });
  }

  private oddsBody(odds: EventOdds): FeedBodies['odds_change'] {
    const body: FeedBodies['odds_change'] = { markets: [...odds.markets.values()] };
    if (odds.eventStatus) body.eventStatus = odds.eventStatus;
    return body;
  }

  /** A bet_stop suspends the active markets until the next odds_change; recovery must say so. */
  private suspend(producer: ProducerId, eventUrn: string) {
    const odds = this.odds.get(producer)?.get(eventUrn);
    for (const [key, market] of odds?.markets ?? []) {
      if (market.status === 1) odds!.markets.set(key, { ...market, status: -1 });
    }
  }

  private remember(producer: ProducerId, eventUrn: string, body: FeedBodies['odds_change']) {
    const byEvent = this.odds.get(producer)!;
    let odds = byEvent.get(eventUrn);
    if (!odds) byEvent.set(eventUrn, (odds = { markets: new Map() }));
    if (body.eventStatus) odds.eventStatus = body.eventStatus;
    for (const market of body.markets) {
      const key = `${market.id}|${market.specifiers}`;
      const known = odds.markets.get(key);
      // A market without outcomes is a status update: keep the last prices (UOF).
      odds.markets.set(key, market.outcomes?.length || !known ? market : { ...known, status: market.status });
    }
  }
}
