import enCommon from './en/common.json';
import enContent from './en/content.json';
import trCommon from './tr/common.json';
import trContent from './tr/content.json';

/**
 * Bundled translations, one JSON file per namespace and language. A test checks that
 * both languages have exactly the same keys.
 */
export const resources = {
  tr: { common: trCommon, content: trContent },
  en: { common: enCommon, content: enContent },
} as const;
