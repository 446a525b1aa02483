import type {
  EventsPage,
  EventStatus,
  MarketStatus,
  SportsEvent,
  SportsMarket,
} from '@lalebet/shared/sportsbook';
import type { BuilderMarkets } from '@lalebet/shared/sportsbook-builder';
import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { sportsbookKeys } from '../api/keys';

const lineKey = (eventId: string, m: { id: number; specifiers: string }) =>
  `${eventId}/${m.id}/${m.specifiers}`;

/** Markets of `eventId` with the delta's prices and states; lines the delta does not name stay. */
function mergeMarkets(eventId: string, markets: SportsMarket[], delta: OddsDelta): SportsMarket[] {
  const byLine = new Map(delta.markets.map((m) => [lineKey(delta.eventId, m), m]));
  return markets.map((market) => {
    const change = byLine.get(lineKey(eventId, market));
    if (!change) return market;
    const outcomes = new Map(change.outcomes.map((o) => [o.id, o]));
    return {
      ...market,
      status: change.status as MarketStatus,
      outcomes: market.outcomes.map((o) => {
        const c = outcomes.get(o.id);
        return c ? { ...o, odds: c.odds, active: c.active } : o;
      }),
    };
  });
}

/**
 * One event with a delta applied: its status and score, and the prices and states of the
 * markets it already shows (a list row carries the main market only, so others are skipped).
 */
export function mergeOddsDelta(event: SportsEvent, delta: OddsDelta): SportsEvent {
  if (event.id !== delta.eventId) return event;
  return {
    ...event,
    status: delta.status as EventStatus,
    live: delta.live ?? event.live,
    markets: mergeMarkets(event.id, event.markets, delta),
  };
}

/**
 * The last market version seen per line: a delta that follows a later one (`prev`) means a lost
 * delta, so the event is refetched.
 */
const versions = new Map<string, number>();

/** True when the delta skips a version of a line, or brings a line the event page lacks. */
function needsRefetch(delta: OddsDelta, event: SportsEvent | undefined) {
  let gap = false;
  for (const m of delta.markets) {
    const key = lineKey(delta.eventId, m);
    const last = versions.get(key);
    // A coalesced delta names the version it follows (`prev`); an older server's moved by one.
    if (last !== undefined && (m.prev ?? m.version - 1) > last) gap = true;
    if (last === undefined || m.version > last) versions.set(key, m.version);
    if (event && !event.markets.some((x) => x.id === m.id && x.specifiers === m.specifiers)) gap = true;
  }
  return gap;
}

/** Applies a hub delta to every cached list and to the event's own cache entry. */
export function applyOddsDelta(client: QueryClient, delta: OddsDelta) {
  client.setQueriesData<InfiniteData<EventsPage>>({ queryKey: sportsbookKeys.events }, (data) =>
    data && data.pages.some((p) => p.items.some((e) => e.id === delta.eventId))
      ? {
          ...data,
          pages: data.pages.map((p) => ({ ...p, items: p.items.map((e) => mergeOddsDelta(e, delta)) })),
        }
      : data,
  );
  let stale = false;
  for (const [key, event] of client.getQueriesData<SportsEvent>({
    queryKey: sportsbookKeys.eventPrefix(delta.eventId),
  })) {
    if (!event) continue;
    if (needsRefetch(delta, event)) stale = true;
    client.setQueryData<SportsEvent>(key, mergeOddsDelta(event, delta));
  }
  // The bet builder's markets (docs/decisions/073-web-bet-builder.md) move with the event's.
  const builderKey = sportsbookKeys.builderPrefix(delta.eventId);
  const builders = client.getQueriesData<BuilderMarkets>({ queryKey: builderKey });
  for (const [key, data] of builders)
    if (data)
      client.setQueryData<BuilderMarkets>(key, {
        ...data,
        markets: mergeMarkets(data.eventId, data.markets, delta),
      });
  if (!stale) return;
  void client.invalidateQueries({ queryKey: sportsbookKeys.eventPrefix(delta.eventId) });
  if (builders.length) void client.invalidateQueries({ queryKey: builderKey });
}
