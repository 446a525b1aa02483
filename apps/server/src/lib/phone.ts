/** Turkey's country calling code: the product's phone mask is 10 digits after it. */
const TR = '90';

/**
 * International digits without '+' from what a customer typed (digits only, 5 to 20):
 * '5321234567' and '05321234567' are Turkish national numbers and gain the 90 prefix; '00…'
 * drops the international dialling prefix; anything else is taken as already international
 * (so '9053212345' stays as it is: no Turkish number starts with 9, it is a cut-off one).
 */
export function normalizePhone(digits: string): string {
  // Turkish national numbers start with 2-5 (land lines, mobiles) or 8 (850 and similar).
  if (/^0[2-58]\d{9}$/.test(digits)) return TR + digits.slice(1);
  if (/^[2-58]\d{9}$/.test(digits)) return TR + digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits;
}

export function hasAllowedPrefix(international: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => international.startsWith(p));
}

/** A plausible full number: Turkish ones have exactly 10 national digits, others fit E.164 (8 to 15). */
export function isPlausiblePhone(international: string): boolean {
  if (international.startsWith(TR)) return international.length === 12;
  return international.length >= 8 && international.length <= 15;
}

/** For logs: the country part and the last two digits only. */
export function maskPhone(international: string): string {
  return `${international.slice(0, 2)}${'*'.repeat(Math.max(0, international.length - 4))}${international.slice(-2)}`;
}
