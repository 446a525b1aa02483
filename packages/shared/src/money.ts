/**
 * Money crosses the API as lira with at most two decimals (the product's `balance`, amounts and
 * limits are numbers); inside the server it is integer kuruş in a bigint. These two functions
 * are the only conversions, so a float never reaches the ledger. Zod-free: the web imports it.
 */
export const MINOR_PER_MAJOR = 100n;
/** Largest amount one movement may carry (10 million lira), far inside Number's exact range. */
export const MAX_AMOUNT_MINOR = 1_000_000_000n;

/** Lira to kuruş; null when the number is not finite, negative or has more than two decimals. */
export function toMinor(amount: number): bigint | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  // 0.1 + 0.2 style noise is tolerated; a third decimal is not.
  if (Math.abs(cents - amount * 100) > 1e-6 * Math.max(1, Math.abs(amount))) return null;
  if (!Number.isSafeInteger(cents)) return null;
  return BigInt(cents);
}

/**
 * Kuruş to lira for the wire: the double nearest to the decimal "lira.kuruş", which prints as
 * that decimal. (Adding the kuruş as a fraction, 7 + 0.69, gives 7.6899999999999995.)
 */
export function fromMinor(minor: bigint): number {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const kurus = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return Number(`${sign}${abs / MINOR_PER_MAJOR}.${kurus}`);
}

/** True when the number has at most two decimals (a valid lira amount). */
export const hasTwoDecimalsAtMost = (amount: number) => toMinor(Math.abs(amount)) !== null;

/**
 * Lira as staff type it (`1250`, `1250,5`, `1.250,50`, `1250.50`) to kuruş as a decimal string,
 * by string arithmetic so no float is involved; null when it is not a positive amount with at
 * most two decimals. A comma is the decimal separator when present (Turkish), and dots before it
 * are thousands separators; without a comma, one dot followed by one or two digits is decimal.
 */
export function liraTextToMinor(text: string): string | null {
  let t = text.replace(/[\s₺]/g, '');
  if (t.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(t)) return null;
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(t)) {
    t = t.replace(/\./g, '');
  }
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const minor = BigInt(m[1]!) * MINOR_PER_MAJOR + BigInt((m[2] ?? '').padEnd(2, '0') || '0');
  return minor > 0n ? String(minor) : null;
}
