import { ERROR_MESSAGES, type Locale, type Localized } from '@lalebet/shared';
import type { PlayBlock } from './exclusions.ts';

const when = (at: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(at));

/**
 * The refusal's text names until when (docs/rules.md R26: "login refused with a message that says until
 * when"), in Istanbul time; a permanent block says so. The catalogue text comes first.
 */
export function blockMessage(b: PlayBlock): Localized {
  const base = ERROR_MESSAGES[b.code];
  // The register tells no end: it lasts until the register stops answering "excluded".
  if (b.kind === 'register') return base;
  if (b.lift) return liftMessage(b.lift, b.until);
  if (b.until === null) {
    return { en: `${base.en} This is permanent.`, tr: `${base.tr} Bu süresizdir.` };
  }
  return {
    en: `${base.en} It ends on ${when(b.until, 'en')}.`,
    tr: `${base.tr} Bitiş: ${when(b.until, 'tr')}.`,
  };
}

/** docs/rules.md R30: the self-exclusion has ended but is not lifted yet; the text says what is next. */
function liftMessage(stage: NonNullable<PlayBlock['lift']>, until: string | null): Localized {
  const lead = {
    en: 'Your self-exclusion has ended, but play resumes only after it is lifted.',
    tr: 'Kendinizi oyundan uzaklaştırma süreniz sona erdi; oyun ancak kısıtlama kaldırıldıktan sonra açılır.',
  };
  switch (stage) {
    case 'required':
      return {
        en: `${lead.en} Send a written request with your reasons.`,
        tr: `${lead.tr} Gerekçelerinizi içeren yazılı bir talep gönderin.`,
      };
    case 'pending':
      return {
        en: `${lead.en} Your request is being reviewed.`,
        tr: `${lead.tr} Talebiniz inceleniyor.`,
      };
    case 'waiting':
      return {
        en: `${lead.en} Your request was accepted; you can resume from ${when(until!, 'en')}.`,
        tr: `${lead.tr} Talebiniz kabul edildi; ${when(until!, 'tr')} itibarıyla yeniden başlayabilirsiniz.`,
      };
    case 'resume':
      return {
        en: `${lead.en} Your request was accepted; confirm that you want to resume.`,
        tr: `${lead.tr} Talebiniz kabul edildi; yeniden başlamak istediğinizi onaylayın.`,
      };
  }
}
