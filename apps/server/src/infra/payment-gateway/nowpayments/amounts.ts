/**
 * Fiat amounts between our ledger (integer minor units, bigint) and NOWPayments' JSON numbers
 * (`price_amount: 1250.5`). The conversion goes through the decimal text, never through float
 * arithmetic; crypto amounts (`pay_amount`, `actually_paid`) are never converted at all.
 */
export function minorToNumber(minor: bigint): number {
  if (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount out of range');
  const text = `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
  // At most two decimals and below 2^53 kuruş: the shortest double round-trips to this text.
  return Number(text);
}

/** `1250.5` -> 125050n; null for anything that is not a plain decimal with at most two places. */
export function numberToMinor(value: unknown): bigint | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
