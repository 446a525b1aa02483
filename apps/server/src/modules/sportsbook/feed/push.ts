import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import { type CatalogueStore, isInPlay, lineKey } from './catalogue-store.ts';

export type Publish = (topics: string[], delta: OddsDelta) => void;

/** ADR 021: at most four deltas a second per event. */
export const PUSH_INTERVAL_MS = 250;

/**
 * Coalesces the changes of each event: the first change goes out at once, later ones within the
 * interval wait for its end and go out together, each market in its state at that moment (the
 * latest state wins). A client that sees a version gap refetches the event.
 */
export function createPusher(store: CatalogueStore, publish: Publish, now: () => number = Date.now) {
  type Pending = { lines: Set<string>; timer: NodeJS.Timeout | null };
  const pending = new Map<string, Pending>();
  const lastSent = new Map<string, number>();

  function flush(eventId: string) {
    const entry = pending.get(eventId);
    pending.delete(eventId);
    const event = store.events.get(eventId);
    if (!entry || !event) return;
    lastSent.set(eventId, now());
    const markets: OddsDelta['markets'] = [];
    for (const key of entry.lines) {
      const line = event.lines.get(key);
      if (!line) continue;
      markets.push({
        id: line.marketId,
        specifiers: line.specifiers,
        status: line.status,
        version: line.version,
        outcomes: [...line.outcomes].map(([id, o]) => ({ id, odds: o.oddsMilli / 1000, active: o.active })),
      });
    }
    const topics = [`event:${eventId}`];
    if (isInPlay(event)) topics.push(`live:${event.sport}`, 'live:all');
    publish(topics, { eventId, status: event.status, live: event.live, markets });
  }

  return {
    /** Lines (keys from `lineKey`) that changed; none for an event-level change (status, score). */
    changed(eventId: string, keys: Iterable<string>) {
      let entry = pending.get(eventId);
      if (!entry) pending.set(eventId, (entry = { lines: new Set(), timer: null }));
      for (const key of keys) entry.lines.add(key);
      if (entry.timer) return;
      const wait = (lastSent.get(eventId) ?? -Infinity) + PUSH_INTERVAL_MS - now();
      if (wait <= 0) return flush(eventId);
      entry.timer = setTimeout(() => flush(eventId), wait);
      entry.timer.unref();
    },
    line(eventId: string, marketId: number, specifiers: string) {
      this.changed(eventId, [lineKey(marketId, specifiers)]);
    },
    stop() {
      for (const entry of pending.values()) if (entry.timer) clearTimeout(entry.timer);
      pending.clear();
    },
  };
}
export type Pusher = ReturnType<typeof createPusher>;
