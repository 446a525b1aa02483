import type { Localized } from '@lalebet/shared';
import { BRAND } from '../../core/accounts/index.ts';

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
/** To the old number once another number was verified for the account. */
export function phoneChangedSms(locale: 'tr' | 'en', newPhone: string) {
  return locale === 'tr'
    ? {
        subject: 'Telefon numarası değişti',
        text: `${BRAND} hesabınızın telefon numarası ${newPhone} olarak değiştirildi. Bu değişikliği siz yapmadıysanız müşteri hizmetlerimizle hemen iletişime geçin.`,
      }
    : {
        subject: 'Phone number changed',
        text: `The phone number of your ${BRAND} account was changed to ${newPhone}. If this was not you, contact our support team now.`,
      };
}

export function phoneChangedMail(locale: 'tr' | 'en', username: string, oldPhone: string, newPhone: string) {
  return locale === 'tr'
    ? {
        subject: `${BRAND} telefon numaranız değiştirildi`,
        text:
          `Merhaba ${username},\n\nHesabınızın doğrulanmış telefon numarası ${oldPhone} yerine ${newPhone} oldu. ` +
          'Bu değişikliği siz yapmadıysanız hemen şifrenizi sıfırlayın ve müşteri hizmetlerimizle iletişime geçin.\n\n' +
          BRAND,
      }
    : {
        subject: `Your ${BRAND} phone number was changed`,
        text:
          `Hello ${username},\n\nThe verified phone number of your account changed from ${oldPhone} to ${newPhone}. ` +
          'If this was not you, reset your password now and contact our support team.\n\n' +
          BRAND,
      };
}

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
