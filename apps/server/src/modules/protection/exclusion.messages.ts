import type { Localized } from '@lalebet/shared';

/** Success messages of the exclusion routes (tr/en). */
export const EXCLUSION_MESSAGES = {
  timeout: { en: 'Your time-out has started.', tr: 'Molanız başladı.' },
  selfExclusion: { en: 'Your self-exclusion has started.', tr: 'Kendinizi oyundan uzaklaştırmanız başladı.' },
  closed: {
    en: 'Your account is closed. Contact support to withdraw your balance.',
    tr: 'Hesabınız kapatıldı. Bakiyenizi çekmek için destek ekibiyle iletişime geçin.',
  },
  realityApplied: { en: 'Your reality-check interval is saved.', tr: 'Hatırlatma aralığınız kaydedildi.' },
  realityPending: {
    en: 'A longer interval applies after 24 hours.',
    tr: 'Daha uzun bir aralık 24 saat sonra geçerli olur.',
  },
  review: { en: 'Your review reminder is saved.', tr: 'Hesap inceleme hatırlatmanız kaydedildi.' },
  reviewed: { en: 'Thank you for reviewing your account.', tr: 'Hesabınızı incelediğiniz için teşekkürler.' },
  staffTimeout: { en: 'The time-out has started.', tr: 'Mola başlatıldı.' },
} satisfies Record<string, Localized>;
