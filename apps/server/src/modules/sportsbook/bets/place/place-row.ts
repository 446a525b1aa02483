import { createHash } from 'node:crypto';
import type { PlaceBetRequest } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { DEFAULT_CURRENCY } from '../../../../core/ledger/index.ts';
import type { BetsCtx } from './place.context.ts';
import { over, type PricedBet } from './place-price.ts';
import { BetCapError, type NewBet, type NewLeg, writeBet } from './place.repository.ts';
import type { WriteBet } from './plain-stake.ts';
import { type PricedLeg, recheckLegs } from './validate.ts';

/** The request without its id, keys sorted: the same requestId with another body is refused. */
export function requestHash(req: PlaceBetRequest): string {
  const { requestId: _id, ...rest } = req;
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

/**
 * The refusal for a cap the bet's statement found passed: the customer's open and pending stake
 * on each event of the bet stays within the per-event cap, and each outcome's liability within
 * the liability cap; the allowed amount is per line.
 */
export function capRefusal(err: BetCapError, priced: PricedBet): AppError {
  const { total, potential, lines, stakePerLine, limits } = priced;
  // Allowed amounts per line before the misli, as the player types the stake (ADR 070).
  const misli = BigInt(priced.misli);
  if (err.cap === 'event_stake') {
    return over('STAKE_TOO_HIGH', (limits.maxEventStake - err.mostOnEvent) / BigInt(lines) / misli);
  }
  const room = limits.maxLiability - (err.worstLiability - (potential - total));
  return over(
    'LIABILITY_LIMIT',
    potential > total ? (room * stakePerLine) / (potential - total) / misli : 0n,
  );
}

export type BetDraft = { id: string; customerId: bigint; locale: 'tr' | 'en'; hash: string; now: Date };

/** The bet's row as written; a live bet waits (pending) until its delay has passed. */
export function newBetRow(
  req: PlaceBetRequest,
  priced: PricedBet,
  d: BetDraft,
  decideAt: Date | null,
): NewBet {
  const { live } = priced;
  return {
    id: d.id,
    customer_id: d.customerId,
    request_id: req.requestId,
    request_hash: d.hash,
    currency: DEFAULT_CURRENCY,
    kind: req.kind,
    system_sizes: priced.sizes,
    builder_odds_milli: priced.builderOddsMilli,
    lines: priced.lines,
    misli: priced.misli,
    stake_per_line: priced.stakePerLine,
    total_stake: priced.total,
    bonus_stake: 0n,
    customer_bonus_id: null,
    odds_policy: req.oddsChange,
    status: live ? 'pending' : 'open',
    potential_payout: priced.potential,
    max_payout: priced.limits.maxPayout,
    payout: null,
    refusal: null,
    live,
    locale: d.locale,
    placed_at: d.now,
    decide_at: decideAt,
    accepted_at: live ? null : d.now,
    settled_at: null,
  };
}

/**
 * The bet's statement, the transaction's last: the commit goes with it, so nothing is decided
 * after it (the caps are checked in it), and the last look at the catalogue comes just before.
 */
export function betWriter(
  ctx: BetsCtx,
  req: PlaceBetRequest,
  priced: PricedBet,
  row: { bet: NewBet; legs: NewLeg[] },
): WriteBet {
  return (trx, transfers, usage, gate) => {
    // Read when the statement goes: the player's own limits may have narrowed them (applyPlayerLimits).
    const caps = { eventStake: priced.limits.maxEventStake, liability: priced.limits.maxLiability };
    recheckLegs(ctx.catalogue, req, priced.legs);
    const liability = priced.potential - priced.total;
    const bet = { ...row, stake: priced.total, liability, transfers, usage, caps, gate };
    return writeBet(trx, bet).catch((err: unknown) => {
      throw err instanceof BetCapError ? capRefusal(err, priced) : err;
    });
  };
}

export function legRows(ctx: BetsCtx, betId: string, locale: 'tr' | 'en', legs: PricedLeg[]): NewLeg[] {
  // A banker is booked as sent: checkShape allowed it only on a system bet (ADR 070).
  return legs.map(({ selection: s, line, oddsMilli }, i) => {
    const names = ctx.catalogue.names(s.eventId, s.marketId, s.specifiers, s.outcomeId, locale);
    if (!names) throw new AppError('MARKET_NOT_FOUND');
    return {
      bet_id: betId,
      leg_no: i + 1,
      event_id: s.eventId,
      market_id: s.marketId,
      specifiers: s.specifiers,
      outcome_id: s.outcomeId,
      odds_milli: oddsMilli,
      material_version: line.materialVersion,
      // What the delay's decision compares (live-verdict.ts).
      suspensions: line.suspensions,
      sport: line.sport,
      start_time: line.startTime,
      live: line.live,
      event_name: names.event,
      market_name: names.market,
      outcome_name: names.outcome,
      banker: s.banker === true,
    };
  });
}
