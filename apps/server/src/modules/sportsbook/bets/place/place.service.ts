import { randomUUID } from 'node:crypto';
import type { PlaceBetRequest, SportsBet } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { clock } from '../../../../lib/clock.ts';
import { DEFAULT_CURRENCY } from '../../../../core/ledger/index.ts';
import type { LimitAlert } from '../../../../core/protection/index.ts';
import { findBet } from '../api/bets.repository.ts';
import { betState, toBetDto, withLegs } from '../api/bets.mapper.ts';
import { applyPlayerLimits, over, priceBet } from './place-price.ts';
import type { PlayerLimits } from '../../trading/limits-repository.ts';
import { betWriter, legRows, newBetRow, requestHash } from './place-row.ts';
import { type BetsCtx, pushAfterCommit } from './place.context.ts';
import { type NewBet, findBetByRequest } from './place.repository.ts';
import { APP_BALANCE_NOTICES, sendBalanceNotice } from '../../../../infra/cache/balance-notices.ts';
import { GENERIC_PLANS } from '../../../../db/generic-plans.ts';
import { setLocal } from '../../../../db/transaction-settings.ts';
import { debitStake, lockStakeAccounts, lockStakeBonus, stakeSplit } from './stake.ts';
import { type WriteBet, bookPlain, knownStakeAccounts, rememberStakeAccounts } from './plain-stake.ts';

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

export type Placed = { bet: SportsBet; decideAt: Date | null };

/**
 * Places a bet (docs/sportsbook.md §7, placement pipeline): shape, prices and the per-bet
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

/** The steps of a new bet: price it, draft its rows, book it (one trip or the ordinary path), answer. */
async function placeNew(
  ctx: BetsCtx,
  customerId: bigint,
  locale: 'tr' | 'en',
  req: PlaceBetRequest,
  hash: string,
): Promise<Placed> {
  const priced = await priceBet(ctx, req);
  const { legs, live } = priced;
  const id = randomUUID();
  const now = clock.now();
  const decideAt = live
    ? new Date(now.getTime() + priced.limits.liveDelayMs(legs.map((l) => l.line.sport)))
    : null;
  const rows = legRows(ctx, id, locale, legs);
  const newBet = newBetRow(req, priced, { id, customerId, locale, hash, now }, decideAt);
  const write = betWriter(ctx, req, priced, { bet: newBet, legs: rows });
  const stake = { betId: id, customerId, amount: priced.total, currency: DEFAULT_CURRENCY, live };
  const known = knownStakeAccounts(ctx.db, customerId);
  // The player's own limits, read with the ordinary path's lock (the one-trip path declines
  // players who have them): the checks again, the payout cap and a sharp player's longer delay.
  const ownLimits = (player: PlayerLimits) => {
    applyPlayerLimits(req, priced, player);
    newBet.max_payout = priced.limits.maxPayout;
    if (live)
      newBet.decide_at = new Date(now.getTime() + priced.limits.liveDelayMs(legs.map((l) => l.line.sport)));
  };
  const alerts =
    known && (await bookPlain(ctx.db, stake, known, write))
      ? []
      : await bookOrdinary(ctx, newBet, now, write, ownLimits);
  void sendBalanceNotice(ctx.db, customerId);
  // The answer from what was written (no read back): the replay reads the same values.
  const bet = toBetDto(
    newBet,
    rows.map((r) => ({ ...r, result: 'open' as const })),
  );
  pushAfterCommit(ctx, customerId, betState(bet), true, alerts);
  return { bet, decideAt: newBet.decide_at };
}

/**
 * The ordinary path: the accounts locked in ADR 012's order with protection's facts read by the
 * lock, the stake split and guarded (debitStake), then the bet's statement. It learns the
 * account ids the one-trip path needs (plain-stake.ts).
 */
async function bookOrdinary(
  ctx: BetsCtx,
  newBet: NewBet,
  now: Date,
  write: WriteBet,
  ownLimits: (player: PlayerLimits) => void,
): Promise<LimitAlert[]> {
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
    if (accounts.playerLimits) ownLimits(accounts.playerLimits);
    // The bonus's max bet holds for every bet tied to it, as in the casino (ADR 012).
    if (bonus?.maxBet != null && total > bonus.maxBet)
      throw over('STAKE_TOO_HIGH', bonus.maxBet / BigInt(lines) / BigInt(newBet.misli));
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
