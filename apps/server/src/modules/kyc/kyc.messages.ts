import type { Locale } from '@lalebet/shared';

export const KYC_MESSAGES = {
  decided: { tr: 'Kimlik doğrulama kararı kaydedildi.', en: 'The identity decision has been recorded.' },
} satisfies Record<string, Record<Locale, string>>;
