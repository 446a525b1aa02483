import { HUB_UNWATCH_METHOD, HUB_WATCH_METHOD, MAX_WATCH_TOPICS, SPORTS } from '@lalebet/shared';
import type { HubConnection } from './connection.ts';
import type { SharedFrame } from './shared-frame.ts';

/**
 * Topics a connection may watch (docs/decisions/021-sportsbook-engine.md, "Real-time"): one
 * event's odds, or a live list of one sport or of all of them.
 */
const EVENT_TOPIC = /^event:[A-Za-z0-9:_-]{1,100}$/;
const LIVE_TOPICS: ReadonlySet<string> = new Set(['live:all', ...SPORTS.map((s) => `live:${s}`)]);

export const isTopic = (t: unknown): t is string =>
  typeof t === 'string' && (LIVE_TOPICS.has(t) || EVENT_TOPIC.test(t));

export const TOPIC_ERRORS = {
  shape: 'Expected one argument: an array of topics.',
  topic: 'Invalid topic: expected event:<id>, live:<sport> or live:all.',
  tooMany: `Too many topics: at most ${MAX_WATCH_TOPICS} per connection.`,
  method: 'Unknown hub method.',
  restricted: 'Not available during a time-out or self-exclusion: only account notices.',
} as const;

/**
 * Which connections watch which topic, in this process. A connection's own set is on the
 * connection (`topics`), so closing it removes it from here in one pass.
 */
export class TopicIndex {
  private readonly byTopic = new Map<string, Set<HubConnection>>();
  /** Stamped on each recipient, so a connection watching two topics of one publish gets it once. */
  private publishSeq = 0;

  /** A client's `Watch`/`Unwatch` invocation: null when done, else the error for its Completion. */
  invoke(conn: HubConnection, target: unknown, args: unknown): string | null {
    if (target !== HUB_WATCH_METHOD && target !== HUB_UNWATCH_METHOD) return TOPIC_ERRORS.method;
    // A withdraw-only session (docs/decisions/033) gets account notices and nothing to play on.
    if (conn.info.customerId !== null && conn.info.restricted) return TOPIC_ERRORS.restricted;
    const topics = Array.isArray(args) && args.length === 1 ? (args[0] as unknown) : null;
    if (!Array.isArray(topics)) return TOPIC_ERRORS.shape;
    if (topics.length > MAX_WATCH_TOPICS) return TOPIC_ERRORS.tooMany;
    if (!topics.every(isTopic)) return TOPIC_ERRORS.topic;
    if (target === HUB_UNWATCH_METHOD) {
      for (const topic of topics) this.unwatch(conn, topic);
      return null;
    }
    const added = new Set(topics.filter((t) => !conn.topics.has(t)));
    // All or nothing: a refused call leaves the connection's topics as they were.
    if (conn.topics.size + added.size > MAX_WATCH_TOPICS) return TOPIC_ERRORS.tooMany;
    for (const topic of added) {
      conn.topics.add(topic);
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(conn);
    }
    return null;
  }

  /** Forgets a closed connection. */
  remove(conn: HubConnection): void {
    for (const topic of [...conn.topics]) this.unwatch(conn, topic);
  }

  /** Sends `frame` once to every connection watching any of `topics`. Returns how many got it. */
  deliver(topics: string[], frame: SharedFrame): number {
    const seq = ++this.publishSeq;
    const now = Date.now();
    let sent = 0;
    for (const topic of topics) {
      const watchers = this.byTopic.get(topic);
      if (!watchers) continue;
      for (const conn of watchers) {
        if (conn.publishSeq === seq) continue;
        conn.publishSeq = seq;
        conn.sendShared(frame, now);
        sent++;
      }
    }
    return sent;
  }

  watchers(topic: string): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  get topics(): number {
    return this.byTopic.size;
  }

  private unwatch(conn: HubConnection, topic: string): void {
    if (!conn.topics.delete(topic)) return;
    const set = this.byTopic.get(topic);
    set?.delete(conn);
    if (set?.size === 0) this.byTopic.delete(topic);
  }
}
