import type { CatalogueStore } from './catalogue-store.ts';
import { refreshStatus } from './lines.ts';
import type { ProducerWatch } from './producer-watch.ts';
import type { Pusher } from './push.ts';

/** Traders' suspensions now in force: event ids, and lines as `holdKey` (docs/decisions/078-trading-desk.md). */
export type Holds = { events: ReadonlySet<string>; lines: ReadonlySet<string> };

/** The events whose hold moved: in one set and not the other. */
function touchedEvents(before: Holds, after: Holds): Set<string> {
  const touched = new Set<string>();
  const diff = (a: ReadonlySet<string>, b: ReadonlySet<string>, id: (k: string) => string) => {
    for (const k of a) if (!b.has(k)) touched.add(id(k));
  };
  const own = (k: string) => k;
  const eventOf = (k: string) => k.slice(0, k.indexOf('|'));
  diff(before.events, after.events, own);
  diff(after.events, before.events, own);
  diff(before.lines, after.lines, eventOf);
  diff(after.lines, before.lines, eventOf);
  return touched;
}

/**
 * Replaces the holds and re-derives the visible status of the lines of every event whose hold
 * moved, pushing those that changed. A release returns a line to what the feed says now (its
 * prices kept moving underneath); a line of a producer down stays suspended.
 */
export function applyHolds(
  store: CatalogueStore,
  producers: ProducerWatch['producers'],
  pusher: Pusher,
  next: Holds,
): void {
  const touched = touchedEvents({ events: store.heldEvents, lines: store.heldLines }, next);
  store.heldEvents = next.events;
  store.heldLines = next.lines;
  for (const id of touched) {
    const event = store.events.get(id);
    if (!event) continue;
    const changed: string[] = [];
    for (const [key, line] of event.lines) {
      const open = producers[line.producer].state === 'up' && !store.held(id, key);
      if (refreshStatus(line, open)) changed.push(key);
    }
    if (changed.length) pusher.changed(id, changed);
  }
}
