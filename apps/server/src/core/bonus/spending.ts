/**
 * The spending order of bonus money (docs/decisions/012-bonuses.md), one rule for the casino's
 * seamless wallet and the sportsbook alike: a stake takes cash first, then bonus; a payout on a
 * stake that used bonus money goes back in the same proportion, the bonus share rounded down.
 */

/** How much of `amount` the cash balance pays (all it can, up to the amount) and the bonus the rest. */
export function splitStake(amount: bigint, cash: bigint): { cash: bigint; bonus: bigint } {
  const fromCash = cash <= 0n ? 0n : amount < cash ? amount : cash;
  return { cash: fromCash, bonus: amount - fromCash };
}

/**
 * The bonus share of a payout on a stake of which `bonusStake` was bonus money: payout × bonus
 * part ÷ stake, rounded down, so the kuruş a rounding leaves goes to cash (withdrawable money,
 * never the player's disfavour).
 */
export function bonusShare(payout: bigint, stake: bigint, bonusStake: bigint): bigint {
  if (stake <= 0n || bonusStake <= 0n || payout <= 0n) return 0n;
  return (payout * bonusStake) / stake;
}
