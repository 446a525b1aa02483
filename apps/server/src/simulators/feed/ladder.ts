/**
 * The price ladder the simulator publishes on (docs/decisions/086-simulator-price-ladder.md). A
 * real feed's prices are two-decimal points of a ladder whose steps grow with the price, so a
 * model's move smaller than a step never shows as a price change. Each band: prices from `from`
 * (inclusive) up to the next band's `from`, in steps of `step`, all in thousandths.
 */
export const PRICE_LADDER: readonly { from: number; step: number }[] = [
  { from: 1_010, step: 10 },
  { from: 2_000, step: 20 },
  { from: 3_000, step: 50 },
  { from: 4_000, step: 100 },
  { from: 6_000, step: 200 },
  { from: 10_000, step: 500 },
  { from: 20_000, step: 1_000 },
  { from: 30_000, step: 2_000 },
  { from: 50_000, step: 5_000 },
  { from: 100_000, step: 10_000 },
];
/** The ladder's top: 1000.00. */
export const LADDER_MAX_MILLI = 1_000_000;

/** The ladder's step at a price of it (the top's step at the top). */
export function ladderStep(milli: number): number {
  let step = PRICE_LADDER[0]!.step;
  for (const b of PRICE_LADDER) if (milli >= b.from) step = b.step;
  return step;
}

/**
 * The highest ladder price at or below `milli` (thousandths): rounding down keeps a market's
 * overround at or above the margin it was priced with. Below the ladder's first point: 1000 (1.00,
 * which pricing treats as decided); above its top: the top.
 */
export function ladderFloor(milli: number): number {
  if (milli >= LADDER_MAX_MILLI) return LADDER_MAX_MILLI;
  let band = PRICE_LADDER[0]!;
  if (milli < band.from) return 1_000;
  for (const b of PRICE_LADDER) if (milli >= b.from) band = b;
  return band.from + Math.floor((milli - band.from) / band.step) * band.step;
}

/** Whether `milli` is a point of the ladder. */
export const onLadder = (milli: number) => milli >= PRICE_LADDER[0]!.from && ladderFloor(milli) === milli;
