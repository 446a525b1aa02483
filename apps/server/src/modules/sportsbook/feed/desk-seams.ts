import type { CatalogueStore } from './catalogue-store.ts';
import { applyHolds, type Holds } from './manual-holds.ts';
import { applyMargins, type Margins } from './margins.ts';
import type { ProducerWatch } from './producer-watch.ts';
import type { Pusher } from './push.ts';

/**
 * What the trading desk hands the catalogue: the traders' holds (docs/decisions/078-trading-desk.md)
 * and margins (docs/decisions/087-margins-and-obvious-error.md), each replacing the last.
 */
export const deskSeams = (store: CatalogueStore, producers: ProducerWatch['producers'], pusher: Pusher) => ({
  setHolds: (holds: Holds) => applyHolds(store, producers, pusher, holds),
  setMargins: (margins: Margins) => applyMargins(store, pusher, margins),
});
