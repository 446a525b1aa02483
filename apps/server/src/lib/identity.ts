/**
 * Canonical form of a username or e-mail, used only for uniqueness and look-up (the display
 * form is stored as typed). Steps:
 * 1. NFKC, so full-width 'ＡＬＩ' and ligatures compare as 'ALI'.
 * 2. Turkish dotted/dotless i: 'İ' (U+0130) and 'ı' (U+0131) become 'i'. Without this, the
 *    locale-independent lower-casing maps 'KIRAN' to 'kiran' but keeps 'kıran' apart, and 'İ'
 *    becomes 'i' + a combining dot; with it 'KIRAN', 'kıran', 'kiran' and 'KİRAN' all collide,
 *    which is what a Turkish reader expects of the same name.
 * 3. Upper then lower case, locale-independent (never toLocaleLowerCase('tr')): an approximation
 *    of Unicode case folding that also folds 'ß' to 'ss' and final sigma to sigma.
 * 4. NFKC again, since case mapping can leave non-normalized sequences.
 * Accounts differing only in these ways cannot both exist (the GitHub 'mıke' reset bug).
 */
export function canonicalIdentifier(value: string): string {
  return value
    .normalize('NFKC')
    .trim()
    .replace(/[\u0130\u0131]/g, 'i')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}

/** Strips control characters and caps the length before a user-typed value reaches a log or the audit trail. */
export function forLog(value: string, max = 64): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?').slice(0, max);
}
