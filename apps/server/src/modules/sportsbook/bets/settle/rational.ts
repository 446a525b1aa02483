/** Exact non-negative fractions over bigints: settlement never touches a float (ADR 022). */
export type Rational = { num: bigint; den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

export const rat = (num: bigint, den = 1n): Rational => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};

export const ONE = rat(1n);
export const ZERO = rat(0n);
export const add = (a: Rational, b: Rational) => rat(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational) => rat(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational) => rat(a.num * b.num, a.den * b.den);
export const cmp = (a: Rational, b: Rational) => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
/** Rounds down (towards zero for the non-negative values settlement deals in). */
export const floor = (a: Rational) => a.num / a.den;
/** Rounds up, for non-negative values: the payout's one rounding (docs/decisions/062-payouts-rounded-up.md). */
export const ceil = (a: Rational) => (a.num + a.den - 1n) / a.den;

/**
 * A decimal string ("0.5", "1", "0.333333") read exactly: "0.333333" is 333333/1000000, not
 * the float nearest to it. Numbers go through String(), which gives the shortest decimal that
 * reads back as the same double, so the feed's 0.5 stays 1/2.
 */
export function parseDecimal(value: string | number): Rational {
  const text = String(value).trim();
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a non-negative decimal: ${text}`);
  const frac = m[2] ?? '';
  return rat(BigInt(m[1]! + frac), 10n ** BigInt(frac.length));
}
