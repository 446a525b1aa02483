import {
  MAX_BUILDER_LEGS,
  MIN_BUILDER_LEGS,
  MAX_LEGS,
  MAX_SYSTEM_LEGS,
  type OddsChangePolicy,
  type PlaceBetRequest,
  type Selection,
  namedSystemOf,
  possibleWinMinor,
  sizesOf,
  systemLines,
  validSystemSizes,
} from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { clock } from '../../../../lib/clock.ts';
import type { Catalogue, LineState } from '../../catalogue.ts';
import { sameLinePairs } from '../../builder/builder.service.ts';

/**
 * The slip's shape and prices, checked against the in-process catalogue before any database work
 * (docs/sportsbook.md §7, placement pipeline steps 2-3). Pure apart from reading the clock.
 */

/** One leg as it will be booked: the line as read, and the odds under the bet's policy. */
export type PricedLeg = { selection: Selection; line: LineState; oddsMilli: number };

export const toMilli = (odds: number) => Math.round(odds * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** A bet's lines and, for a system bet, its combination sizes (null otherwise). */
export type Shape = { lines: number; sizes: number[] | null };

/**
 * The kind's rules: legs, one leg per event, the system's sizes. A system's sizes are 1..n,
 * ascending and distinct (size 1 = the singles; [n] alone is a multiple, refused); a `name`, when
 * sent, must be the named system those sizes over n selections make (a slip showing "Yankee" on
 * three selections is a client bug, not a bet to guess at).
 */
export function checkShape(req: PlaceBetRequest): Shape {
  const n = req.selections.length;
  const events = new Set(req.selections.map((s) => s.eventId));
  if ((req.kind === 'builder') !== (req.builderOdds !== undefined)) throw new AppError('VALIDATION_FAILED');
  if (req.kind === 'builder') return builderShape(req, events.size);
  if (req.kind === 'single') {
    if (n !== 1 || req.system) throw new AppError('VALIDATION_FAILED');
    return { lines: 1, sizes: null };
  }
  if (events.size !== n) throw new AppError('SAME_EVENT');
  if (req.kind === 'multiple') {
    if (req.system) throw new AppError('VALIDATION_FAILED');
    if (n > MAX_LEGS) throw new AppError('TOO_MANY_LEGS');
    if (n < 2) throw new AppError('VALIDATION_FAILED');
    return { lines: 1, sizes: null };
  }
  if (n > MAX_SYSTEM_LEGS) throw new AppError('TOO_MANY_LEGS');
  if (!req.system) throw new AppError('VALIDATION_FAILED');
  const sizes = [...sizesOf(req.system)];
  if (!validSystemSizes(n, sizes)) throw new AppError('VALIDATION_FAILED');
  const name = 'name' in req.system ? req.system.name : undefined;
  if (name !== undefined && namedSystemOf(n, sizes)?.name !== name) throw new AppError('VALIDATION_FAILED');
  return { lines: systemLines(n, sizes), sizes };
}

/**
 * A bet builder: 2..6 outcomes of one event, one per market line (a second outcome of a line is
 * BUILDER_CONFLICT with the pair, as the price endpoint answers), one line to stake.
 */
function builderShape(req: PlaceBetRequest, events: number): Shape {
  const n = req.selections.length;
  if (req.system || events !== 1 || n < MIN_BUILDER_LEGS || n > MAX_BUILDER_LEGS)
    throw new AppError('VALIDATION_FAILED');
  const same = sameLinePairs(req.selections);
  if (same.length) throw new AppError('BUILDER_CONFLICT', { data: { conflicts: same } });
  return { lines: 1, sizes: null };
}

/** The selection as the catalogue has it now, for a refusal's `data.selections`. */
export function currentSelections(catalogue: Catalogue, selections: Selection[]) {
  return selections.map((s) => {
    const line = catalogue.line(s.eventId, s.marketId, s.specifiers);
    const o = line?.outcomes.get(s.outcomeId);
    return {
      ...s,
      odds: o ? fromMilli(o.oddsMilli) : s.odds,
      active: !!line && line.status === 'active' && !!o?.active,
    };
  });
}

export const refuse = (
  catalogue: Catalogue,
  code: 'MARKET_SUSPENDED' | 'ODDS_CHANGED',
  sel: Selection[],
  extra: { builderOdds?: number } = {},
) => new AppError(code, { data: { selections: currentSelections(catalogue, sel), ...extra } });

/** Whether `current` may be booked for a request of `requested` under `policy`. */
export function priceAccepted(policy: OddsChangePolicy, requested: number, current: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= requested;
  return current === requested;
}

/**
 * A pre-match line whose event has begun: its start time has passed, or the feed already says the
 * event is no longer `not_started` (a kick-off before the listed time, a start corrected late),
 * whatever the pre-match producer still offers (docs/decisions/047-money-details.md).
 */
export const preMatchStarted = (line: LineState, now: number) =>
  !line.live && (line.eventStatus !== 'not_started' || line.startTime.getTime() <= now);

/**
 * Reads every leg's line and prices it: MARKET_NOT_FOUND, MARKET_SUSPENDED, EVENT_STARTED (a
 * pre-match line whose event has begun without the live producer), ODDS_CHANGED. The booked
 * odds are the current ones (for `none`, current equals requested).
 */
export function priceLegs(catalogue: Catalogue, req: PlaceBetRequest): PricedLeg[] {
  const now = clock.ms();
  const legs: PricedLeg[] = [];
  for (const selection of req.selections) {
    const line = catalogue.line(selection.eventId, selection.marketId, selection.specifiers);
    const outcome = line?.outcomes.get(selection.outcomeId);
    if (!line || !outcome) throw new AppError('MARKET_NOT_FOUND');
    if (line.status !== 'active' || !outcome.active)
      throw refuse(catalogue, 'MARKET_SUSPENDED', req.selections);
    if (preMatchStarted(line, now)) throw new AppError('EVENT_STARTED');
    // A builder's legs are not priced one by one: its combined price is (builder-price.ts).
    const policy = req.kind === 'builder' ? 'any' : req.oddsChange;
    if (!priceAccepted(policy, toMilli(selection.odds), outcome.oddsMilli)) {
      throw refuse(catalogue, 'ODDS_CHANGED', req.selections);
    }
    legs.push({ selection, line, oddsMilli: outcome.oddsMilli });
  }
  return legs;
}

/**
 * The last look, inside the transaction just before the commit, per chosen outcome as a live
 * bet's delay decides (docs/decisions/060-live-bets-decided-per-outcome.md): the line did not
 * stop being active since it was priced (MARKET_SUSPENDED), and the chosen outcome still has the
 * price the rows were drafted at (ODDS_CHANGED, any move: the drafted amounts are at that price).
 * Another outcome's price moving changes nothing. So no bet is booked at a price the catalogue
 * had already withdrawn (invariant S5).
 */
export function recheckLegs(catalogue: Catalogue, req: PlaceBetRequest, legs: PricedLeg[]): void {
  const now = clock.ms();
  for (const leg of legs) {
    const s = leg.selection;
    const line = catalogue.line(s.eventId, s.marketId, s.specifiers);
    const outcome = line?.outcomes.get(s.outcomeId);
    if (!line || !outcome) throw new AppError('MARKET_NOT_FOUND');
    if (line.status !== 'active' || !outcome.active || line.suspensions !== leg.line.suspensions)
      throw refuse(catalogue, 'MARKET_SUSPENDED', req.selections);
    // The event's status may move without a material change of the line's prices.
    if (preMatchStarted(line, now)) throw new AppError('EVENT_STARTED');
    if (outcome.oddsMilli !== leg.oddsMilli) throw refuse(catalogue, 'ODDS_CHANGED', req.selections);
  }
}

/**
 * The potential payout in kuruş (every leg won): the shared possibleWinMinor, exact integer
 * arithmetic rounded once, up to the kuruş, as settlement pays it (settle/payout.ts) and the slip
 * shows it (docs/decisions/062-payouts-rounded-up.md).
 */
export function potentialPayout(
  kind: PlaceBetRequest['kind'],
  sizes: readonly number[] | null,
  stakePerLine: bigint,
  oddsMilli: number[],
): bigint {
  return possibleWinMinor(kind, sizes, stakePerLine, oddsMilli);
}
