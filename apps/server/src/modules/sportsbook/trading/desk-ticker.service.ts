import { isVoidable } from './void-execute.ts';
import type { AdminSportsBet, Permission, Sport, adminSportsBetsQuerySchema } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { intOption, readOptions } from '../../../core/site-options.ts';
import type { Database } from '../../../db/database.ts';
import { type LegRow, legsOf } from '../bets/api/bets.repository.ts';
import type { Catalogue } from '../catalogue.ts';
import type { StoredTournament } from '../feed/feed.table.ts';
import { type TickerRow, tickerPage, tournamentsOf } from './desk-ticker.repository.ts';

type Locale = 'tr' | 'en';
type Query = z.output<typeof adminSportsBetsQuerySchema>;
export type DeskCtx = { db: Kysely<Database>; catalogue: Catalogue };
export type DeskStaff = { permissions?: ReadonlySet<Permission> };

/** The ticker's alarms, operator-set in whole lira (site options, ADR 019 cache). */
export const TICKER_OPTIONS = {
  largeStake: { key: 'sportsbook.ticker.largestake', fallback: 1_000 },
  liability: { key: 'sportsbook.ticker.liabilityalarm', fallback: 100_000 },
} as const;

async function alarms(db: Kysely<Database>) {
  const o = await readOptions(db, [TICKER_OPTIONS.largeStake.key, TICKER_OPTIONS.liability.key]);
  const kurus = (opt: { key: string; fallback: number }) =>
    BigInt(intOption(o, opt.key, opt.fallback, 0, 1_000_000_000)) * 100n;
  return { largeStake: kurus(TICKER_OPTIONS.largeStake), liability: kurus(TICKER_OPTIONS.liability) };
}

/** The bet's decimal odds: the builder's booked price, a system's potential over stake, else the legs' product. */
function totalOdds(bet: TickerRow, legs: LegRow[]): number {
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  if (bet.builder_odds_milli !== null) return bet.builder_odds_milli / 1000;
  if (bet.kind === 'system') return r3(Number(bet.potential_payout) / Number(bet.total_stake));
  return r3(legs.reduce((p, l) => p * (l.odds_milli / 1000), 1));
}

function legDto(ctx: DeskCtx, l: LegRow, tournaments: Map<string, StoredTournament>, locale: Locale) {
  // In the staff member's language while the catalogue knows the line, else as the player saw it.
  const names = ctx.catalogue.names(l.event_id, l.market_id, l.specifiers, l.outcome_id, locale);
  return {
    eventId: l.event_id,
    eventName: names?.event ?? l.event_name,
    sport: l.sport as Sport,
    tournament: tournaments.get(l.event_id)?.name[locale] ?? '',
    marketId: l.market_id,
    specifiers: l.specifiers,
    marketName: names?.market ?? l.market_name,
    outcomeId: l.outcome_id,
    outcomeName: names?.outcome ?? l.outcome_name,
    odds: l.odds_milli / 1000,
    status: l.result,
    live: l.live,
  };
}

/**
 * The desk's bet ticker (docs/decisions/078-trading-desk.md): every player's bets, newest first
 * unless asked otherwise, each with what makes it unusual and what the caller may do to it.
 * A player the desk marked sharp (docs/decisions/079-bet-voids-and-player-limits.md) flags every bet.
 */
export async function betTicker(
  ctx: DeskCtx,
  staff: DeskStaff,
  query: Query,
  locale: Locale,
): Promise<{ items: AdminSportsBet[]; total: number }> {
  const limits = await alarms(ctx.db);
  const live = query.live === undefined ? undefined : query.live === 'true';
  const { rows, total } = await tickerPage(ctx.db, { ...query, live }, limits.liability);
  const legs = rows.length
    ? await legsOf(
        ctx.db,
        rows.map((r) => r.id),
      )
    : [];
  const tournaments = new Map(
    (await tournamentsOf(ctx.db, [...new Set(legs.map((l) => l.event_id))])).map((e) => [e.id, e.tournament]),
  );
  const mayVoid = staff.permissions?.has('sportsbook:settle') ?? false;
  const items = rows.map((b): AdminSportsBet => {
    const own = legs.filter((l) => l.bet_id === b.id);
    const risks: AdminSportsBet['risks'] = [];
    if (b.total_stake >= limits.largeStake) risks.push('large_stake');
    if (b.sharp) risks.push('sharp');
    if (b.alarm) risks.push('liability');
    return {
      id: b.id,
      customerId: Number(b.customer_id),
      username: b.username,
      kind: b.kind,
      status: b.status,
      live: b.live,
      currency: b.currency,
      stake: String(b.total_stake),
      totalOdds: totalOdds(b, own),
      potentialWin: String(b.potential_payout),
      payout: b.payout === null ? null : String(b.payout),
      placedAt: b.placed_at.toISOString(),
      settledAt: b.settled_at?.toISOString() ?? null,
      risks,
      legs: own.map((l) => legDto(ctx, l, tournaments, locale)),
      allowedActions: mayVoid && isVoidable(b) ? ['void'] : [],
    };
  });
  return { items, total };
}
