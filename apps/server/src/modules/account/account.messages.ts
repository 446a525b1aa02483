import type { Localized } from '@lalebet/shared';
import { BRAND } from '../../lib/accounts/mails.ts';

export const ACCOUNT_MESSAGES = {
  codeSent: {
    en: 'We have sent a 6-digit code to your phone. It is valid for 10 minutes.',
    tr: 'Telefonunuza 6 haneli bir kod gönderdik. Kod 10 dakika geçerlidir.',
  },
  phoneVerified: {
    en: 'Your phone number has been successfully verified!',
    tr: 'Telefon numaranız başarıyla doğrulandı!',
  },
  passwordChanged: {
    en: 'Your password has been changed. Your other sessions have been ended.',
    tr: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.',
  },
  wrongCurrentPassword: {
    en: 'Your current password is incorrect.',
    tr: 'Mevcut şifreniz hatalı.',
  },
  samePassword: {
    en: 'The new password must be different from the current one.',
    tr: 'Yeni şifre mevcut şifreden farklı olmalıdır.',
  },
  sessionsEnded: { en: 'The session has been ended.', tr: 'Oturum sonlandırıldı.' },
} satisfies Record<string, Localized>;

/** Short enough for one Turkish-encoded SMS; says not to share the code (it is a common scam). */
export function phoneCodeSms(locale: 'tr' | 'en', code: string) {
  return locale === 'tr'
    ? {
        subject: 'Doğrulama kodu',
        text: `${BRAND} doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.`,
      }
    : {
        subject: 'Verification code',
        text: `Your ${BRAND} verification code: ${code}. Valid for 10 minutes. Do not share this code with anyone.`,
      };
}
