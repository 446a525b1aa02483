import type { MarketStatus } from '@lalebet/shared';
import {
  type FeedMarket,
  MARKET_STATUS,
  type MarketStatusCode,
  PRODUCERS,
  type ProducerId,
} from '../../../lib/feed/envelope.ts';
import { marketGroup } from '../../../lib/feed/markets.ts';
import { type EventEntry, type LineEntry, lineKey } from './catalogue-store.ts';
import { reprice } from './margins.ts';

const STATUS_NAMES = new Map<number, MarketStatus>(
  Object.entries(MARKET_STATUS).map(([name, code]) => [code, name as MarketStatus]),
);
export const statusName = (code: MarketStatusCode): MarketStatus => STATUS_NAMES.get(code) ?? 'suspended';

/**
 * What players see: an active line of a producer that is down or recovering shows suspended,
 * and so does one a trader holds (callers pass `producerUp` false for it, ADR 078).
 */
const effective = (feedStatus: MarketStatus, producerUp: boolean): MarketStatus =>
  feedStatus === 'active' && !producerUp ? 'suspended' : feedStatus;

/**
 * Sets the visible status; `version` moves on any change and `materialVersion` on a suspension
 * (any status that is not active), the material-change rule of
 * docs/decisions/021-sportsbook-engine.md. `suspensions` counts the moves from active to any
 * other status: prices never move it (docs/decisions/060-live-bets-decided-per-outcome.md).
 */
function setStatus(line: LineEntry, status: MarketStatus): boolean {
  if (line.status === status) return false;
  if (line.status === 'active') line.suspensions++;
  line.status = status;
  line.version++;
  if (status !== 'active') line.materialVersion++;
  return true;
}

/** Re-derives the visible status after the producer's state changed; true when it moved. */
export function refreshStatus(line: LineEntry, producerUp: boolean): boolean {
  return setStatus(line, effective(line.feedStatus, producerUp));
}

/** Forces a status (settled, cancelled, suspended after a rollback) regardless of the feed. */
export function forceStatus(line: LineEntry, status: MarketStatus): boolean {
  line.feedStatus = status;
  return setStatus(line, status);
}

/**
 * Applies one market of an odds_change, its prices re-priced by the desk's margin for the line
 * (`marginBp`, margins.ts). Returns false when nothing changed or the message is
 * dropped: older than the last applied from the same producer (reference §3 docs/rules.md R2), or from the
 * pre-match producer after the live producer took the line over (handover).
 */
export function applyMarket(
  event: EventEntry,
  producer: ProducerId,
  ts: number,
  market: FeedMarket,
  producerUp: boolean,
  marginBp = 0,
): boolean {
  const key = lineKey(market.id, market.specifiers);
  let line = event.lines.get(key);
  if (!line) {
    line = {
      marketId: market.id,
      specifiers: market.specifiers,
      producer,
      feedStatus: 'suspended',
      status: 'suspended',
      version: 0,
      materialVersion: 0,
      suspensions: 0,
      lastTs: { 1: 0, 3: 0 },
      outcomes: new Map(),
    };
    event.lines.set(key, line);
  }
  if (ts < line.lastTs[producer]) return false;
  if (producer === PRODUCERS.prematch && line.producer === PRODUCERS.live) return false;
  line.lastTs[producer] = ts;
  line.producer = producer;
  let priced = line.version === 0;
  for (const o of market.outcomes ?? []) {
    const current = line.outcomes.get(o.id);
    if (current && current.feedMilli === o.oddsMilli && current.active === o.active) continue;
    line.outcomes.set(o.id, { oddsMilli: o.oddsMilli, active: o.active, feedMilli: o.oddsMilli });
    priced = true;
  }
  // The desk's margin re-prices the whole line: its book moves with any of its prices. Without
  // one, a new price is shown as the feed gives it and the others already are.
  if (priced && marginBp !== 0) reprice(line, marginBp);
  line.feedStatus = statusName(market.status);
  const moved = setStatus(line, effective(line.feedStatus, producerUp));
  if (priced) {
    if (!moved) line.version++;
    // A move to a non-active status bumped it already; a price change always counts.
    if (!moved || line.status === 'active') line.materialVersion++;
  }
  return priced || moved;
}

/**
 * bet_stop: only active lines move (never deactivated, settled or cancelled ones), only those
 * the sending producer prices, only in the named groups ('all' or group names joined by '|').
 */
export function betStop(
  event: EventEntry,
  producer: ProducerId,
  groups: string,
  to: MarketStatusCode | undefined,
): string[] {
  const wanted = groups === 'all' ? null : new Set(groups.split('|'));
  const status = statusName(to ?? MARKET_STATUS.suspended);
  const changed: string[] = [];
  for (const [key, line] of event.lines) {
    if (line.producer !== producer || line.feedStatus !== 'active') continue;
    if (wanted && !wanted.has(marketGroup(line.marketId))) continue;
    line.feedStatus = status;
    if (setStatus(line, status)) changed.push(key);
  }
  return changed;
}
