import { MAX_AMOUNT_MINOR, type PlaceBetRequest, ceilDiv, fromMinor, toMinor } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { checkCouponRules } from './coupon-rules.ts';
import { type Limits, readLimits } from './limits.ts';
import type { BetsCtx } from './place.context.ts';
import { priceBuilder } from './builder-price.ts';
import type { PlayerLimits } from '../../trading/limits-repository.ts';
import { playerLimited } from '../../trading/limits-rules.ts';
import { scopeLimitsOf } from '../../trading/scope-limits-registry.ts';
import { scopeLimited } from '../../trading/scope-limits-rules.ts';
import { type PricedLeg, type Shape, checkShape, potentialPayout, priceLegs } from './validate.ts';

/** A limit refusal with the allowed amount (lira; per line for a system bet, before the misli). */
export const over = (
  code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH' | 'PAYOUT_LIMIT' | 'LIABILITY_LIMIT',
  kurus: bigint,
) => new AppError(code, { data: { allowed: fromMinor(kurus < 0n ? 0n : kurus) } });

/**
 * The bet's amounts in kuruş: the stake per line, the whole stake and the most it can pay. A
 * misli n is in them all (docs/decisions/070-turkish-coupon-rules.md): the stake per line is the
 * player's times n, so every limit, the ledger and settlement see the coupon as played.
 */
export type Stake = { stakePerLine: bigint; total: bigint; potential: bigint; misli: number };

/** A bet checked and priced before its transaction: shape, legs, limits and amounts. */
export type PricedBet = Shape &
  Stake & {
    legs: PricedLeg[];
    live: boolean;
    limits: Limits;
    /** Kind `builder`: the combined price booked (thousandths); null otherwise. */
    builderOddsMilli: number | null;
  };

/**
 * Pure: the stake against the per-bet limits. Beyond MAX_AMOUNT_MINOR (toMinor's null: past
 * Number's exact kuruş) no limit can allow it: the same refusal as the book's own maximum, never
 * a 500 (docs/decisions/047-money-details.md). The limits see the stake times the misli; the
 * allowed amounts they answer are per line before it, as the player types the stake.
 */
export function stakeWithinLimits(
  req: Pick<PlaceBetRequest, 'kind' | 'stake' | 'misli'>,
  { lines, sizes, bankers }: Pick<Shape, 'lines' | 'sizes'> & { bankers?: readonly boolean[] },
  oddsMilli: number[],
  limits: Pick<Limits, 'minStake' | 'maxStake' | 'maxPayout'>,
): Stake {
  const misli = req.misli ?? 1;
  const perTyped = BigInt(lines) * BigInt(misli);
  const minor = toMinor(req.stake);
  if (minor === null || minor > MAX_AMOUNT_MINOR) throw over('STAKE_TOO_HIGH', limits.maxStake / perTyped);
  const stakePerLine = minor * BigInt(misli);
  const total = stakePerLine * BigInt(lines);
  const potential = potentialPayout(req.kind, sizes, stakePerLine, oddsMilli, bankers);
  if (stakePerLine < limits.minStake) throw over('STAKE_TOO_LOW', ceilDiv(limits.minStake, BigInt(misli)));
  if (total > limits.maxStake) throw over('STAKE_TOO_HIGH', limits.maxStake / perTyped);
  if (potential > limits.maxPayout)
    throw over('PAYOUT_LIMIT', (stakePerLine * limits.maxPayout) / potential / BigInt(misli));
  return { stakePerLine, total, potential, misli };
}

/** Shape, prices and the per-bet limits: everything checked before the transaction. */
export async function priceBet(ctx: BetsCtx, req: PlaceBetRequest): Promise<PricedBet> {
  const shape = checkShape(req);
  const legs = priceLegs(ctx.catalogue, req);
  const live = legs.some((l) => l.line.live);
  // A builder is one line at its combined price: the stake, limits and payout as a single's.
  const builderOddsMilli = req.kind === 'builder' ? await priceBuilder(ctx, req, legs) : null;
  // The site's limits narrowed by the desk's per scope (no statement: the process's copy).
  const limits = scopeLimited(
    await readLimits(ctx.db, [...new Set(legs.map((l) => l.line.sport))]),
    scopeLimitsOf(ctx.db, ctx.log).table(),
    legs.map(({ line }) => ({ marketId: line.marketId, tournament: line.tournament, sport: line.sport })),
  );
  checkCouponRules(req, legs, limits);
  const stake = stakeWithinLimits(
    req,
    shape,
    builderOddsMilli === null ? legs.map((l) => l.oddsMilli) : [builderOddsMilli],
    limits,
  );
  return { ...shape, ...stake, legs, live, limits, builderOddsMilli };
}

/**
 * The player's own limits (docs/decisions/079-bet-voids-and-player-limits.md), read by the
 * ordinary path's lock: the bet's limits narrowed to them and the per-bet checks run again, so a
 * stake over the player's maximum is refused STAKE_TOO_HIGH with the player's allowed amount.
 * The bet's statement then reads the narrowed caps (betWriter).
 */
export function applyPlayerLimits(req: PlaceBetRequest, priced: PricedBet, player: PlayerLimits): void {
  priced.limits = playerLimited(priced.limits, player);
  const odds =
    priced.builderOddsMilli === null ? priced.legs.map((l) => l.oddsMilli) : [priced.builderOddsMilli];
  stakeWithinLimits(req, priced, odds, priced.limits);
}
