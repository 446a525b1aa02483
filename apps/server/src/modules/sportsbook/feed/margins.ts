import type { CatalogueStore, LineEntry } from './catalogue-store.ts';
import type { Pusher } from './push.ts';

/**
 * The desk's margins in force (docs/decisions/087-margins-and-obvious-error.md), in basis points
 * by sport, tournament URN and market type id; a scope without a setting is absent (0).
 */
export type Margins = {
  sports: ReadonlyMap<string, number>;
  tournaments: ReadonlyMap<string, number>;
  markets: ReadonlyMap<number, number>;
};
export const NO_MARGINS: Margins = { sports: new Map(), tournaments: new Map(), markets: new Map() };

/** No adjusted price goes below 1.01, unless the feed's own price already does. */
const FLOOR_MILLI = 1010;

/**
 * Re-prices a line from its feed prices for `bp` basis points: each implied probability 1/o is
 * multiplied by k = 1 + bp / (10 000 · max(B, 1)), B the line's book (the sum of 1/o over its
 * active outcomes), so a whole book's margin grows by exactly bp and the ratios between its
 * outcomes, the margin-free probabilities, stay. A line pricing less than a whole book (B < 1)
 * scales by 1 + bp / 10 000. The price is o / k rounded down to the milli, floored at 1.01.
 * Returns whether a shown price moved.
 */
export function reprice(line: LineEntry, bp: number): boolean {
  let book = 0;
  if (bp !== 0)
    for (const o of line.outcomes.values()) if (o.active && o.feedMilli > 0) book += 1000 / o.feedMilli;
  const k = 1 + bp / 10_000 / Math.max(book, 1);
  let moved = false;
  for (const [id, o] of line.outcomes) {
    const odds =
      bp === 0
        ? o.feedMilli
        : Math.max(Math.floor(o.feedMilli / k + 1e-9), Math.min(o.feedMilli, FLOOR_MILLI));
    if (odds === o.oddsMilli) continue;
    line.outcomes.set(id, { ...o, oddsMilli: odds });
    moved = true;
  }
  return moved;
}

/**
 * Replaces the margins and re-prices every line whose shown prices move, pushing them: a price
 * change is material (docs/decisions/021-sportsbook-engine.md), so a bet priced before it is
 * refused as any other odds change would be.
 */
export function applyMargins(store: CatalogueStore, pusher: Pusher, next: Margins): void {
  store.margins = next;
  for (const event of store.events.values()) {
    const changed: string[] = [];
    for (const [key, line] of event.lines) {
      if (!reprice(line, store.marginOf(event, line.marketId))) continue;
      line.version++;
      line.materialVersion++;
      changed.push(key);
    }
    if (changed.length) pusher.changed(event.id, changed);
  }
}
