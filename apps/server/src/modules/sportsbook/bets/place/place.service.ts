import { createHash, randomUUID } from 'node:crypto';
import { MAX_AMOUNT_MINOR, type PlaceBetRequest, type SportsBet, fromMinor, toMinor } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { clock } from '../../../../lib/clock.ts';
import { DEFAULT_CURRENCY } from '../../../../core/ledger/index.ts';
import type { LimitAlert } from '../../../../core/protection/limits.ts';
import { findBet } from '../api/bets.repository.ts';
import { betState, toBetDto, withLegs } from '../api/bets.mapper.ts';
import { readLimits } from './limits.ts';
import { type BetsCtx, pushAfterCommit } from './place.context.ts';
import { BetCapError, type NewBet, type NewLeg, findBetByRequest, writeBet } from './place.repository.ts';
import { APP_BALANCE_NOTICES, sendBalanceNotice } from '../../../../infra/cache/balance-notices.ts';
import { GENERIC_PLANS } from '../../../../db/generic-plans.ts';
import { setLocal } from '../../../../db/transaction-settings.ts';
import { debitStake, lockStakeAccounts, lockStakeBonus, stakeSplit } from './stake.ts';
import { type WriteBet, bookPlain, knownStakeAccounts, rememberStakeAccounts } from './plain-stake.ts';
import { type PricedLeg, checkShape, potentialPayout, priceLegs, recheckLegs } from './validate.ts';

/** The request without its id, keys sorted: the same requestId with another body is refused. */
function requestHash(req: PlaceBetRequest): string {
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

/** A limit refusal with the allowed amount (lira; per line for a system bet). */
const over = (code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH' | 'PAYOUT_LIMIT' | 'LIABILITY_LIMIT', kurus: bigint) =>
  new AppError(code, { data: { allowed: fromMinor(kurus < 0n ? 0n : kurus) } });

async function replay(
  ctx: BetsCtx,
  customerId: bigint,
  found: { id: string; request_hash: string },
  hash: string,
) {
  if (found.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const row = await findBet(ctx.db, customerId, found.id);
  return (await withLegs(ctx.db, [row!]))[0]!;
}

/**
 * The refusal for a cap the bet's statement found passed: the customer's open and pending stake
 * on each event of the bet stays within the per-event cap, and each outcome's liability within
 * the liability cap; the allowed amount is per line.
 */
function capRefusal(
  err: BetCapError,
  limits: { maxEventStake: bigint; maxLiability: bigint },
  bet: { total: bigint; potential: bigint; lines: number; stakePerLine: bigint },
): AppError {
  const { total, potential, lines, stakePerLine } = bet;
  if (err.cap === 'event_stake') {
    return over('STAKE_TOO_HIGH', (limits.maxEventStake - err.mostOnEvent) / BigInt(lines));
  }
  const room = limits.maxLiability - (err.worstLiability - (potential - total));
  return over('LIABILITY_LIMIT', potential > total ? (room * stakePerLine) / (potential - total) : 0n);
}

export type Placed = { bet: SportsBet; decideAt: Date | null };

/**
 * Places a bet (reference/sportsbook.md §7, placement pipeline): shape, prices and the per-bet
 * limits before the transaction; then, with the player's account locked (protection's facts read
 * with the lock), a last look at the catalogue, and the bet, its legs, the exposure, the stake's
 * ledger transfers and the caps in one statement that the commit follows.
 *
 * Idempotency per requestId without a read on the way in (docs/decisions/021-sportsbook-engine.md,
 * performance): a repeated requestId fails the unique constraint sb_bet_request under the lock,
 * and any refusal (that one, a moved price, a limit, no money) looks the requestId up before it
 * answers: a bet already booked under it is answered again, or refused if the body differs.
 */
export async function placeBet(
  ctx: BetsCtx,
  customerId: bigint,
  locale: 'tr' | 'en',
  req: PlaceBetRequest,
): Promise<Placed> {
  const hash = requestHash(req);
  try {
    return await placeNew(ctx, customerId, locale, req, hash);
  } catch (err) {
    const seen = await findBetByRequest(ctx.db, customerId, req.requestId).catch(() => undefined);
    if (seen) return { bet: await replay(ctx, customerId, seen, hash), decideAt: null };
    throw err;
  }
}

async function placeNew(
  ctx: BetsCtx,
  customerId: bigint,
  locale: 'tr' | 'en',
  req: PlaceBetRequest,
  hash: string,
): Promise<Placed> {
  const { lines, sizes } = checkShape(req);
  const legs = priceLegs(ctx.catalogue, req);
  const live = legs.some((l) => l.line.live);
  const limits = await readLimits(ctx.db, [...new Set(legs.map((l) => l.line.sport))]);
  // Beyond MAX_AMOUNT_MINOR (toMinor's null: past Number's exact kuruş) no limit can allow it:
  // the same refusal as the book's own maximum, never a 500 (docs/decisions/047-money-details.md).
  const minor = toMinor(req.stake);
  if (minor === null || minor > MAX_AMOUNT_MINOR)
    throw over('STAKE_TOO_HIGH', limits.maxStake / BigInt(lines));
  const stakePerLine = minor;
  const total = stakePerLine * BigInt(lines);
  const potential = potentialPayout(
    req.kind,
    sizes,
    stakePerLine,
    legs.map((l) => l.oddsMilli),
  );
  if (stakePerLine < limits.minStake) throw over('STAKE_TOO_LOW', limits.minStake);
  if (total > limits.maxStake) throw over('STAKE_TOO_HIGH', limits.maxStake / BigInt(lines));
  if (potential > limits.maxPayout) throw over('PAYOUT_LIMIT', (stakePerLine * limits.maxPayout) / potential);

  const id = randomUUID();
  const now = clock.now();
  const decideAt = live ? new Date(now.getTime() + limits.liveDelayMs(legs.map((l) => l.line.sport))) : null;
  const rows = legRows(ctx, id, locale, legs);
  const newBet: NewBet = {
    id,
    customer_id: customerId,
    request_id: req.requestId,
    request_hash: hash,
    currency: DEFAULT_CURRENCY,
    kind: req.kind,
    system_sizes: sizes,
    lines,
    stake_per_line: stakePerLine,
    total_stake: total,
    bonus_stake: 0n,
    customer_bonus_id: null,
    odds_policy: req.oddsChange,
    status: live ? 'pending' : 'open',
    potential_payout: potential,
    max_payout: limits.maxPayout,
    payout: null,
    refusal: null,
    live,
    locale,
    placed_at: now,
    decide_at: decideAt,
    accepted_at: live ? null : now,
    settled_at: null,
  };
  const caps = { eventStake: limits.maxEventStake, liability: limits.maxLiability };
  // The bet's statement, the transaction's last: the commit goes with it, so nothing is decided
  // after it (the caps are checked in it), and the last look at the catalogue comes just before.
  const write: WriteBet = (trx, transfers, usage, gate) => {
    recheckLegs(ctx.catalogue, req, legs);
    const liability = potential - total;
    return writeBet(trx, {
      bet: newBet,
      legs: rows,
      stake: total,
      liability,
      transfers,
      usage,
      caps,
      gate,
    }).catch((err: unknown) => {
      throw err instanceof BetCapError
        ? capRefusal(err, limits, { total, potential, lines, stakePerLine })
        : err;
    });
  };
  const stake = { betId: id, customerId, amount: total, currency: DEFAULT_CURRENCY, live };
  const known = knownStakeAccounts(ctx.db, customerId);
  const alerts =
    known && (await bookPlain(ctx.db, stake, known, write))
      ? []
      : await bookOrdinary(ctx, newBet, now, write);
  void sendBalanceNotice(ctx.db, customerId);
  // The answer from what was written (no read back): the replay reads the same values.
  const bet = toBetDto(
    newBet,
    rows.map((r) => ({ ...r, result: 'open' as const })),
  );
  pushAfterCommit(ctx, customerId, betState(bet), true, alerts);
  return { bet, decideAt };
}

/**
 * The ordinary path: the accounts locked in ADR 012's order with protection's facts read by the
 * lock, the stake split and guarded (debitStake), then the bet's statement. It learns the
 * account ids the one-trip path needs (plain-stake.ts).
 */
async function bookOrdinary(ctx: BetsCtx, newBet: NewBet, now: Date, write: WriteBet): Promise<LimitAlert[]> {
  const { customer_id: customerId, total_stake: total, lines, id, live } = newBet;
  const { alerts, accounts } = await ctx.db.transaction().execute(async (trx) => {
    // The stake moves this player's accounts only: the notice is sent after the commit.
    await setLocal(trx, { ...GENERIC_PLANS, ...APP_BALANCE_NOTICES });
    // Lock order (ADR 012): the bonus row and account first, then the cash account. Most
    // players have no bonus for sports: their cash account is locked by the statement that asks.
    // The lock's statement also reads protection's facts, which debitStake checks (ADR 037).
    const first = await lockStakeAccounts(trx, customerId, DEFAULT_CURRENCY, {
      unlessSportsBonus: true,
      factsAt: now,
    });
    const bonus =
      first === 'sportsBonus' ? await lockStakeBonus(trx, customerId, DEFAULT_CURRENCY) : undefined;
    const accounts =
      first === 'sportsBonus'
        ? await lockStakeAccounts(trx, customerId, DEFAULT_CURRENCY, { factsAt: now })
        : first;
    // The bonus's max bet holds for every bet tied to it, as in the casino (ADR 012).
    if (bonus?.maxBet != null && total > bonus.maxBet)
      throw over('STAKE_TOO_HIGH', bonus.maxBet / BigInt(lines));
    const split = stakeSplit(accounts, bonus, total);
    newBet.bonus_stake = split.bonus;
    newBet.customer_bonus_id = bonus?.id ?? null;
    // Under the account lock, so the open stakes read include the player's every earlier bet.
    // The stake's transfers go inside the bet's statement (debitStake builds and guards them).
    const stake = { id, customerId, amount: total, currency: DEFAULT_CURRENCY, live };
    const alerts = await debitStake(trx, accounts, stake, split, bonus, (transfers, usage) =>
      write(trx, transfers, usage),
    );
    return { alerts, accounts };
  });
  rememberStakeAccounts(ctx.db, customerId, accounts);
  return alerts;
}

function legRows(ctx: BetsCtx, betId: string, locale: 'tr' | 'en', legs: PricedLeg[]): NewLeg[] {
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
      sport: line.sport,
      start_time: line.startTime,
      live: line.live,
      event_name: names.event,
      market_name: names.market,
      outcome_name: names.outcome,
    };
  });
}
