/**
 * A tournament's country as the feed codes it (ISO 3166 lower case, plus 'gb-eng' for England
 * and 'int' for international competitions), named in the page's language.
 */
const SPECIAL: Record<string, { tr: string; en: string }> = {
  'gb-eng': { tr: 'İngiltere', en: 'England' },
  int: { tr: 'Uluslararası', en: 'International' },
};

export function countryLabel(code: string, locale: 'tr' | 'en'): string {
  const special = SPECIAL[code];
  if (special) return special[locale];
  // Anything else is already a name (or a code we do not know): shown as it came.
  if (!/^[a-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
