import type { Locale, Localized } from '@lalebet/shared';
import { BRAND } from '../../core/accounts/index.ts';
import { formatLira } from '../../lib/lira.ts';

/** Withdrawal texts for step-up, notice and cooling-off, both languages (correct Turkish letters). */

const when = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);

/** The answer when the request is accepted but waits for the new destination's cooling-off period. */
export const withdrawHeldMessage = (from: Date): Localized => ({
  tr:
    `Çekim talebiniz alındı. Bu hesaba ilk kez çekim yaptığınız için güvenliğiniz gereği ` +
    `${when(from, 'tr')} tarihinden itibaren işleme alınabilir.`,
  en:
    `Your withdrawal request has been received. As this is your first withdrawal to this account, ` +
    `for your security it can be processed from ${when(from, 'en')}.`,
});

/** The operator tried to pay a new destination before its cooling-off period ended. */
export const coolingOffMessage = (from: Date): Localized => ({
  tr: `Bu çekim yeni bir ödeme hesabına; ${when(from, 'tr')} tarihinden önce onaylanamaz.`,
  en: `This withdrawal goes to a new payout account; it cannot be confirmed before ${when(from, 'en')}.`,
});

export const withdrawalCodeSms = (locale: Locale, code: string) =>
  locale === 'tr'
    ? {
        subject: `${BRAND} çekim kodu`,
        text: `${BRAND} para çekme onay kodunuz: ${code}. Kod 10 dakika geçerlidir. Bu talebi siz yapmadıysanız kodu kimseyle paylaşmayın.`,
      }
    : {
        subject: `${BRAND} withdrawal code`,
        text: `Your ${BRAND} withdrawal confirmation code: ${code}. It is valid for 10 minutes. If you did not ask for it, do not share it.`,
      };

export type WithdrawalNotice = {
  username: string;
  amount: bigint;
  method: string;
  destination: string | null;
  at: Date;
  payableFrom: Date | null;
};

/** Sent on every withdrawal request, to the account's e-mail (out of band of the session). */
export function withdrawalRequestedMail(locale: Locale, n: WithdrawalNotice) {
  const amount = formatLira(n.amount, locale);
  if (locale === 'tr') {
    return {
      subject: `${BRAND} para çekme talebi`,
      text: [
        `Merhaba ${n.username},`,
        '',
        `Hesabınızdan bir para çekme talebi alındı.`,
        `Tutar: ${amount}`,
        `Yöntem: ${n.method}`,
        ...(n.destination ? [`Hesap: ${n.destination}`] : []),
        `Zaman: ${when(n.at, 'tr')}`,
        ...(n.payableFrom
          ? [`Yeni ödeme hesabı: ${when(n.payableFrom, 'tr')} tarihinden önce ödenmez.`]
          : []),
        '',
        'Bu talebi siz yapmadıysanız hemen şifrenizi değiştirin ve müşteri hizmetlerimizle iletişime geçin.',
        '',
        BRAND,
      ].join('\n'),
    };
  }
  return {
    subject: `${BRAND} withdrawal request`,
    text: [
      `Hello ${n.username},`,
      '',
      'A withdrawal was requested from your account.',
      `Amount: ${amount}`,
      `Method: ${n.method}`,
      ...(n.destination ? [`Account: ${n.destination}`] : []),
      `Time: ${when(n.at, 'en')}`,
      ...(n.payableFrom ? [`New payout account: not paid before ${when(n.payableFrom, 'en')}.`] : []),
      '',
      'If this was not you, change your password now and contact our support team.',
      '',
      BRAND,
    ].join('\n'),
  };
}
