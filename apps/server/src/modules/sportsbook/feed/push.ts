import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import {
  type CatalogueStore,
  type EventEntry,
  type LineEntry,
  isInPlay,
  lineKey,
} from './catalogue-store.ts';
import { liveDto } from './reads.ts';

export type Publish = (topics: string[], delta: OddsDelta) => void;

/**
 * ADR 021 ("Performance"): at most ten deltas a second per event. The window is also the most a
 * price change waits, so it is kept well under the 250 ms delivery goal.
 */
export const PUSH_INTERVAL_MS = 100;

/** What the pusher remembers of what clients were last told. */
type Seen = {
  /** The version of each line last pushed, sent as the next delta's `prev`. */
  sentVersion: WeakMap<LineEntry, number>;
  /** The status of each line and event when the pusher last heard of it (changed or flushed). */
  status: WeakMap<LineEntry, string>;
  eventStatus: Map<string, string>;
  /** The timeline last pushed per event (its length and last entry). */
  timeline: Map<string, string>;
};

/** The pending lines of `event` as they are now, each with the version last pushed as `prev`. */
function marketsDelta(event: EventEntry, keys: Iterable<string>, seen: Seen): OddsDelta['markets'] {
  const markets: OddsDelta['markets'] = [];
  for (const key of keys) {
    const line = event.lines.get(key);
    if (!line) continue;
    const prev = seen.sentVersion.get(line);
    seen.sentVersion.set(line, line.version);
    seen.status.set(line, line.status);
    markets.push({
      id: line.marketId,
      specifiers: line.specifiers,
      status: line.status,
      version: line.version,
      ...(prev === undefined ? {} : { prev }),
      outcomes: [...line.outcomes].map(([id, o]) => ({ id, odds: o.oddsMilli / 1000, active: o.active })),
    });
  }
  return markets;
}

/**
 * Whether these changes moved a status clients show: the event's, or a line's (a line heard of
 * for the first time counts when it is not active).
 */
function statusMoved(event: EventEntry | undefined, keys: string[], seen: Seen): boolean {
  if (!event) return false;
  const was = seen.eventStatus.get(event.id);
  seen.eventStatus.set(event.id, event.status);
  let moved = was !== undefined && was !== event.status;
  for (const key of keys) {
    const line = event.lines.get(key);
    if (!line) continue;
    const before = seen.status.get(line);
    seen.status.set(line, line.status);
    if (before === undefined ? line.status !== 'active' : before !== line.status) moved = true;
  }
  return moved;
}

/**
 * Coalesces the changes of each event: the first change goes out at once, later price changes
 * within the interval wait for its end and go out together, each market in its state at that
 * moment (the latest price per outcome wins). A status change (a suspension, a reopening, the
 * event's status) does not wait: it goes out when the current feed message is handled (a
 * microtask, so a loop over many lines still makes one delta per event), before the next message
 * can change the line again, so no status is ever coalesced away. Each market carries `prev`, the
 * version last pushed for it: a client that has it has seen everything in between (ADR 021).
 */
export function createPusher(store: CatalogueStore, publish: Publish, now: () => number = Date.now) {
  type Pending = { lines: Set<string>; timer: NodeJS.Timeout | null; urgent: boolean };
  const pending = new Map<string, Pending>();
  const lastSent = new Map<string, number>();
  const seen: Seen = {
    sentVersion: new WeakMap(),
    status: new WeakMap(),
    eventStatus: new Map(),
    timeline: new Map(),
  };

  function flush(eventId: string) {
    const entry = pending.get(eventId);
    pending.delete(eventId);
    const event = store.events.get(eventId);
    if (!entry || !event) return;
    if (entry.timer) clearTimeout(entry.timer);
    lastSent.set(eventId, now());
    seen.eventStatus.set(eventId, event.status);
    const markets = marketsDelta(event, entry.lines, seen);
    const topics = [`event:${eventId}`];
    if (isInPlay(event)) topics.push(`live:${event.sport}`, 'live:all');
    const delta: OddsDelta = {
      eventId,
      status: event.status,
      live: event.live && liveDto(event.live),
      markets,
    };
    // The timeline rides along only when it moved (a goal or a card), not with every price.
    const timeline = event.live?.timeline;
    const mark = timeline ? `${timeline.length}/${JSON.stringify(timeline.at(-1))}` : '';
    if (timeline && seen.timeline.get(eventId) !== mark) delta.timeline = timeline;
    seen.timeline.set(eventId, mark);
    publish(topics, delta);
  }

  return {
    /** Lines (keys from `lineKey`) that changed; none for an event-level change (status, score). */
    changed(eventId: string, keys: Iterable<string>) {
      let entry = pending.get(eventId);
      if (!entry) pending.set(eventId, (entry = { lines: new Set(), timer: null, urgent: false }));
      const list = [...keys];
      for (const key of list) entry.lines.add(key);
      if (statusMoved(store.events.get(eventId), list, seen) && !entry.urgent) {
        entry.urgent = true;
        queueMicrotask(() => flush(eventId));
      }
      if (entry.urgent || entry.timer) return;
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
