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

/** Sent when too many password attempts lock the account; the login answer itself does not say so. */
export function accountLockedMail(locale: 'tr' | 'en', username: string) {
  return locale === 'tr'
    ? {
        subject: `${BRAND} hesabınız kilitlendi`,
        text:
          `Merhaba ${username},\n\nHesabınıza çok sayıda hatalı şifre denemesi yapıldığı için hesabınız kilitlendi ` +
          've tüm oturumlarınız kapatıldı. Yeniden giriş yapmak için "Şifremi unuttum" ile şifrenizi sıfırlayın. ' +
          'Bu denemeleri siz yapmadıysanız müşteri hizmetlerimizle iletişime geçin.\n\n' +
          BRAND,
      }
    : {
        subject: `Your ${BRAND} account was locked`,
        text:
          `Hello ${username},\n\nYour account was locked after too many password attempts and all your sessions ` +
          'were ended. To log in again, reset your password with "Forgot password". ' +
          'If these attempts were not yours, contact our support team.\n\n' +
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
