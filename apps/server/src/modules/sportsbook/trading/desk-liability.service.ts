import type {
  EventLiability,
  EventStatus,
  Sport,
  liabilityEventSchema,
  liabilityEventsQuerySchema,
} from '@lalebet/shared';
import type { z } from 'zod';
import { marketName } from '../../../lib/feed/markets.ts';
import { AppError } from '../../../lib/app-error.ts';
import { IN_PLAY } from '../feed/catalogue-store.ts';
import type { SuspensionRegistry } from './suspension-registry.ts';
import type { DeskCtx } from './desk-ticker.service.ts';
import { type EventRow, eventRow, liabilityEvents, storedNames } from './desk-liability.repository.ts';
import { openRiskOf } from './open-risk.repository.ts';

type Locale = 'tr' | 'en';
export type LiabilityCtx = DeskCtx & { registry: SuspensionRegistry };
type LiabilityEvent = z.infer<typeof liabilityEventSchema>;

/** What an event is called: a match by its teams, an outright by its own name or its tournament's. */
export function titleOf(e: Pick<EventRow, 'kind' | 'name' | 'home' | 'away' | 'tournament'>, locale: Locale) {
  return e.kind === 'outright' ? (e.name ?? e.tournament.name)[locale] : `${e.home.name} - ${e.away.name}`;
}
const inPlay = (status: string) => IN_PLAY.has(status as EventStatus);

/** Events with open bets, largest liability first (docs/decisions/078-trading-desk.md). */
export async function liabilityEventList(
  ctx: LiabilityCtx,
  query: z.output<typeof liabilityEventsQuerySchema>,
  locale: Locale,
): Promise<{ items: LiabilityEvent[]; total: number }> {
  const live = query.live === undefined ? undefined : query.live === 'true';
  const { rows, total } = await liabilityEvents(ctx.db, { ...query, live });
  return {
    total,
    items: rows.map((e) => ({
      eventId: e.id,
      eventName: titleOf(e, locale),
      sport: e.sport as Sport,
      tournament: e.tournament.name[locale],
      startTime: e.start_time.toISOString(),
      live: inPlay(e.status),
      manual: ctx.registry.eventHeld(e.id),
      stake: String(BigInt(e.stake)),
      liability: String(BigInt(e.liability)),
      openBets: Number(e.open_bets),
    })),
  };
}

type Exposure = Awaited<ReturnType<typeof openRiskOf>>[number];
type Market = EventLiability['markets'][number];

/** One line with exposure: every outcome the catalogue prices, and any only the bets still hold. */
function marketOf(
  ctx: LiabilityCtx,
  event: EventRow,
  rows: Exposure[],
  names: Map<string, Names>,
  locale: Locale,
) {
  const { market_id: marketId, specifiers } = rows[0]!;
  const line = ctx.catalogue.line(event.id, marketId, specifiers);
  const ids = [...new Set([...(line?.outcomes.keys() ?? []), ...rows.map((r) => r.outcome_id)])];
  const nameOf = (outcomeId: string) =>
    ctx.catalogue.names(event.id, marketId, specifiers, outcomeId, locale) ??
    names.get(`${marketId}/${specifiers}/${outcomeId}`);
  const outcomes = ids.map((outcomeId) => {
    const x = rows.find((r) => r.outcome_id === outcomeId);
    const o = line?.outcomes.get(outcomeId);
    return {
      outcomeId,
      name: nameOf(outcomeId)?.outcome ?? outcomeId,
      odds: o ? o.oddsMilli / 1000 : null,
      active: !!o?.active && line?.status === 'active',
      stake: String(BigInt(x?.stake ?? '0')),
      liability: String(BigInt(x?.liability ?? '0')),
    };
  });
  const teams = { home: event.home.name, away: event.away.name };
  const market: Market = {
    marketId,
    specifiers,
    name: nameOf(ids[0]!)?.market ?? marketName(marketId, specifiers, locale, teams),
    status: line?.status ?? 'unknown',
    manual: ctx.registry.eventHeld(event.id) || ctx.registry.lineHeld(event.id, marketId, specifiers),
    outcomes,
  };
  return market;
}

type Names = { market: string; outcome: string };
const worst = (m: Market) =>
  m.outcomes.reduce((w, o) => (BigInt(o.liability) > w ? BigInt(o.liability) : w), 0n);

/** One event's liability per market line and outcome, largest first, with the catalogue's prices now. */
export async function eventLiability(
  ctx: LiabilityCtx,
  eventId: string,
  locale: Locale,
): Promise<EventLiability> {
  const event = await eventRow(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND');
  const [exposure, stored] = await Promise.all([openRiskOf(ctx.db, eventId), storedNames(ctx.db, eventId)]);
  const names = new Map<string, Names>(
    stored.map((s) => [
      `${s.market_id}/${s.specifiers}/${s.outcome_id}`,
      { market: s.market_name, outcome: s.outcome_name },
    ]),
  );
  const lines = new Map<string, Exposure[]>();
  for (const x of exposure) {
    const key = `${x.market_id}/${x.specifiers}`;
    lines.set(key, [...(lines.get(key) ?? []), x]);
  }
  const markets = [...lines.values()].map((rows) => marketOf(ctx, event, rows, names, locale));
  markets.sort((a, b) => (worst(b) > worst(a) ? 1 : worst(b) < worst(a) ? -1 : 0));
  return {
    eventId,
    eventName: titleOf(event, locale),
    sport: event.sport as Sport,
    tournament: event.tournament.name[locale],
    status: event.status,
    live: inPlay(event.status),
    manual: ctx.registry.eventHeld(eventId),
    markets,
  };
}
