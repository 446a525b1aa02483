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
