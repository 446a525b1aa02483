import { ERROR_MESSAGES, type Locale, type Localized } from '@lalebet/shared';
import type { PlayBlock } from './exclusions.ts';

const when = (at: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(at));

/**
 * The refusal's text names until when (rule 26: "login refused with a message that says until
 * when"), in Istanbul time; a permanent block says so. The catalogue text comes first.
 */
export function blockMessage(b: PlayBlock): Localized {
  const base = ERROR_MESSAGES[b.code];
  // The register tells no end: it lasts until the register stops answering "excluded".
  if (b.kind === 'register') return base;
  if (b.until === null) {
    return { en: `${base.en} This is permanent.`, tr: `${base.tr} Bu süresizdir.` };
  }
  return {
    en: `${base.en} It ends on ${when(b.until, 'en')}.`,
    tr: `${base.tr} Bitiş: ${when(b.until, 'tr')}.`,
  };
}
