import { MAX_AMOUNT_MINOR, type PlaceBetRequest, fromMinor, toMinor } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { type Limits, readLimits } from './limits.ts';
import type { BetsCtx } from './place.context.ts';
import { priceBuilder } from './builder-price.ts';
import { type PricedLeg, type Shape, checkShape, potentialPayout, priceLegs } from './validate.ts';

/** A limit refusal with the allowed amount (lira; per line for a system bet). */
export const over = (
  code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH' | 'PAYOUT_LIMIT' | 'LIABILITY_LIMIT',
  kurus: bigint,
) => new AppError(code, { data: { allowed: fromMinor(kurus < 0n ? 0n : kurus) } });

/** The bet's amounts in kuruş: the stake per line, the whole stake and the most it can pay. */
export type Stake = { stakePerLine: bigint; total: bigint; potential: bigint };

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
 * a 500 (docs/decisions/047-money-details.md).
 */
export function stakeWithinLimits(
  req: Pick<PlaceBetRequest, 'kind' | 'stake'>,
  { lines, sizes }: Shape,
  oddsMilli: number[],
  limits: Pick<Limits, 'minStake' | 'maxStake' | 'maxPayout'>,
): Stake {
  const minor = toMinor(req.stake);
  if (minor === null || minor > MAX_AMOUNT_MINOR)
    throw over('STAKE_TOO_HIGH', limits.maxStake / BigInt(lines));
  const stakePerLine = minor;
  const total = stakePerLine * BigInt(lines);
  const potential = potentialPayout(req.kind, sizes, stakePerLine, oddsMilli);
  if (stakePerLine < limits.minStake) throw over('STAKE_TOO_LOW', limits.minStake);
  if (total > limits.maxStake) throw over('STAKE_TOO_HIGH', limits.maxStake / BigInt(lines));
  if (potential > limits.maxPayout) throw over('PAYOUT_LIMIT', (stakePerLine * limits.maxPayout) / potential);
  return { stakePerLine, total, potential };
}

/** Shape, prices and the per-bet limits: everything checked before the transaction. */
export async function priceBet(ctx: BetsCtx, req: PlaceBetRequest): Promise<PricedBet> {
  const shape = checkShape(req);
  const legs = priceLegs(ctx.catalogue, req);
  const live = legs.some((l) => l.line.live);
  // A builder is one line at its combined price: the stake, limits and payout as a single's.
  const builderOddsMilli = req.kind === 'builder' ? await priceBuilder(ctx, req, legs) : null;
  const limits = await readLimits(ctx.db, [...new Set(legs.map((l) => l.line.sport))]);
  const stake = stakeWithinLimits(
    req,
    shape,
    builderOddsMilli === null ? legs.map((l) => l.oddsMilli) : [builderOddsMilli],
    limits,
  );
  return { ...shape, ...stake, legs, live, limits, builderOddsMilli };
}
