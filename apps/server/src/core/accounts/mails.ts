/** The brand in outgoing texts. One place, so a white-label deployment changes one line. */
export const BRAND = 'LaleBet';

/** Sent after any password change, by the customer or by reset code (ASVS 6.3.7). */
export function passwordChangedMail(locale: 'tr' | 'en', username: string) {
  return locale === 'tr'
    ? {
        subject: `${BRAND} şifreniz değiştirildi`,
        text:
          `Merhaba ${username},\n\nHesabınızın şifresi değiştirildi ve diğer oturumlarınız kapatıldı. ` +
          'Bu değişikliği siz yapmadıysanız hemen şifrenizi sıfırlayın ve müşteri hizmetlerimizle iletişime geçin.\n\n' +
          BRAND,
      }
    : {
        subject: `Your ${BRAND} password was changed`,
        text:
          `Hello ${username},\n\nThe password of your account was changed and your other sessions were ended. ` +
          'If this was not you, reset your password now and contact our support team.\n\n' +
          BRAND,
      };
}

/**
 * Sent when password attempts from many networks lock the account for a while
 * (docs/decisions/045-throttle-not-lock.md); the login answer itself does not say so. The link
 * lifts the lock at once, one time.
 */
export function accountLockedMail(locale: 'tr' | 'en', username: string, link: string, until: Date) {
  const at = until.toISOString().slice(0, 16).replace('T', ' ');
  return locale === 'tr'
    ? {
        subject: `${BRAND} hesabınız kilitlendi`,
        text:
          `Merhaba ${username},\n\nHesabınıza birçok farklı ağdan hatalı şifre denemesi yapıldığı için hesabınız ` +
          `${at} (UTC) saatine kadar kilitlendi ve tüm oturumlarınız kapatıldı. Kilidi hemen açmak için ` +
          `bu bağlantıyı kullanın (tek kullanımlık, 24 saat geçerli):\n\n${link}\n\n` +
          'Bu denemeleri siz yapmadıysanız şifrenizi değiştirin; şifre sıfırlama her zaman açıktır.\n\n' +
          BRAND,
      }
    : {
        subject: `Your ${BRAND} account was locked`,
        text:
          `Hello ${username},\n\nYour account was locked until ${at} (UTC) after wrong password attempts from ` +
          'many different networks, and all your sessions were ended. To unlock it now, use this link ' +
          `(single use, valid for 24 hours):\n\n${link}\n\n` +
          'If these attempts were not yours, change your password; password reset always stays open.\n\n' +
          BRAND,
      };
}

/** Sent when someone tries to sign up with an address that already has an account. */
export function signUpAttemptMail(locale: 'tr' | 'en', username: string) {
  return locale === 'tr'
    ? {
        subject: `${BRAND} kayıt denemesi`,
        text:
          `Merhaba ${username},\n\nBiri bu e-posta adresiyle yeni bir ${BRAND} hesabı açmaya çalıştı. ` +
          'Hesabınız zaten var; şifrenizi hatırlamıyorsanız "Şifremi unuttum" ile sıfırlayabilirsiniz. ' +
          'Bu siz değilseniz bu e-postayı yok sayabilirsiniz.\n\n' +
          BRAND,
      }
    : {
        subject: `${BRAND} sign-up attempt`,
        text:
          `Hello ${username},\n\nSomeone tried to open a new ${BRAND} account with this e-mail address. ` +
          'You already have an account; if you forgot your password, reset it with "Forgot password". ' +
          'If this was not you, you can ignore this e-mail.\n\n' +
          BRAND,
      };
}
