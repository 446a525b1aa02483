import enCommon from './en/common.json';
import trCommon from './tr/common.json';

/**
 * Bundled translations, one JSON file per namespace and language. A test checks that
 * both languages have exactly the same keys.
 */
export const resources = {
  tr: { common: trCommon },
  en: { common: enCommon },
} as const;
