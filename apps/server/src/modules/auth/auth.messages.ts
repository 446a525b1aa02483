import type { Localized } from '@lalebet/shared';
import { BRAND } from '../../core/accounts/index.ts';

/** Success messages of the account calls; the web shows them as toasts (docs/product.md §8). */
export const AUTH_MESSAGES = {
  registered: { en: 'Welcome! Your account has been created.', tr: 'Hoş geldiniz! Hesabınız oluşturuldu.' },
  loggedIn: { en: 'You have logged in successfully.', tr: 'Başarıyla giriş yaptınız.' },
  loggedOut: { en: 'You have logged out.', tr: 'Çıkış yaptınız.' },
  resetSent: {
    en: 'If an account with this username exists, a reset code has been sent to its e-mail address.',
    tr: 'Bu kullanıcı adıyla bir hesap varsa, şifre sıfırlama kodu kayıtlı e-posta adresine gönderildi.',
  },
  codeAccepted: {
    en: 'The code is correct. Please enter your new password.',
    tr: 'Kod doğru. Lütfen yeni şifrenizi girin.',
  },
  passwordReset: {
    en: 'Your password has been changed. Please log in with your new password.',
    tr: 'Şifreniz değiştirildi. Lütfen yeni şifrenizle giriş yapın.',
  },
} satisfies Record<string, Localized>;

type Mail = { subject: string; text: string };

export function resetCodeMail(locale: 'tr' | 'en', username: string, code: string): Mail {
  return locale === 'tr'
    ? {
        subject: `${BRAND} şifre sıfırlama kodunuz`,
        text:
          `Merhaba ${username},\n\nŞifrenizi sıfırlamak için kodunuz: ${code}\n\n` +
          'Kod 10 dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız ' +
          'bu e-postayı dikkate almayın; şifreniz değişmeyecek.\n\n' +
          `${BRAND}`,
      }
    : {
        subject: `Your ${BRAND} password reset code`,
        text:
          `Hello ${username},\n\nYour code to reset your password: ${code}\n\n` +
          'The code is valid for 10 minutes and can be used once. If you did not ask for this, ' +
          'ignore this e-mail; your password will not change.\n\n' +
          `${BRAND}`,
      };
}
