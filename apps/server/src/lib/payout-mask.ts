/**
 * How payout details are shown when not revealed: enough to recognise, not enough to use.
 * `TR** **** **** **** **** **12 34`, `0x12…abcd`, `**** **** **** 1111`.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const hidden = compact.slice(0, 2) + '*'.repeat(Math.max(0, compact.length - 6)) + compact.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

export function maskWallet(address: string): string {
  const a = address.trim();
  return a.length <= 10 ? '*'.repeat(a.length) : `${a.slice(0, 4)}…${a.slice(-4)}`;
}

export const maskCardLast4 = (last4: string) => `**** **** **** ${last4}`;

/** EVM hex addresses are case-insensitive; base58 (TRON) ones are not, so only trimmed. */
export function normaliseWallet(address: string): string {
  const a = address.trim();
  return /^0x[0-9a-f]{40}$/i.test(a) ? a.toLowerCase() : a;
}

export const normaliseIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** An e-wallet account number (Papara's ten digits): compacted, as the player typed or sent it. */
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]+/g, '');

/** Only the last four digits show: `******3210`. */
export function maskAccountNumber(value: string): string {
  const v = normaliseAccountNumber(value);
  return v.length <= 4 ? '*'.repeat(v.length) : '*'.repeat(v.length - 4) + v.slice(-4);
}
