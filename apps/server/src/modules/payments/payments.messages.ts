import { type Locale, type Localized, NotificationKind } from '@lalebet/shared';
import { liraBoth } from '../../lib/lira.ts';

/** Texts of the payments module, both languages side by side (correct Turkish letters). */

export const PAYMENT_MESSAGES = {
  depositCreated: {
    tr: 'Ödeme sayfanız hazır. Devam etmek için aşağıdaki düğmeye tıklayın.',
    en: 'Your payment page is ready. Click the button below to continue.',
  },
  withdrawCreated: {
    tr: 'Çekim talebiniz alındı ve onay bekliyor.',
    en: 'Your withdrawal request has been received and is awaiting approval.',
  },
  withdrawWaitingForKyc: {
    tr: 'Çekim talebiniz alındı; tutar ayrıldı ve kimliğiniz doğrulanınca incelemeye alınacak.',
    en: 'Your withdrawal request has been received; the amount is held and will be reviewed once your identity is verified.',
  },
  withdrawalConfirmed: { tr: 'Çekim talebi onaylandı.', en: 'Withdrawal confirmed.' },
  withdrawalRejected: { tr: 'Çekim talebi reddedildi.', en: 'Withdrawal rejected.' },
  withdrawalPayoutRequested: {
    tr: 'Çekim onaylandı: ödeme sağlayıcıdan istendi, sonucu gelince durum güncellenir.',
    en: 'Withdrawal approved: the payout was requested from the provider; the status updates when it answers.',
  },
  withdrawalPayoutFailed: {
    tr: 'Sağlayıcı ödemeyi reddetti: tutar oyuncunun bakiyesine iade edildi.',
    en: 'The provider refused the payout: the amount was returned to the player’s balance.',
  },
  withdrawalFirstApproval: {
    tr: 'İlk onay kaydedildi: bu tutarda bir çekimi ikinci bir personel onaylamalı.',
    en: 'First approval recorded: a withdrawal of this amount needs a second staff member to confirm it.',
  },
  withdrawalHeld: { tr: 'Çekim talebi beklemeye alındı.', en: 'Withdrawal put on hold.' },
  withdrawalReleased: { tr: 'Çekim talebi beklemeden çıkarıldı.', en: 'Withdrawal released from hold.' },
  wrongPassword: { tr: 'Şifre hatalı.', en: 'The password is incorrect.' },
  withdrawCodeSent: {
    tr: 'Doğrulama kodu telefonunuza gönderildi.',
    en: 'A confirmation code has been sent to your phone.',
  },
  payoutRevealed: { tr: 'Ödeme bilgileri gösteriliyor.', en: 'Payout details revealed.' },
} satisfies Record<string, Localized>;

/** What the financial-activities list shows for a reason code (the operator's text is shown as typed). */
export const REASON_TEXTS: Record<string, Localized> = {
  expired: {
    tr: 'Ödeme süresi içinde tamamlanmadı.',
    en: 'The payment was not completed in time.',
  },
  gateway_unavailable: {
    tr: 'Ödeme servisine ulaşılamadı.',
    en: 'The payment service could not be reached.',
  },
  gateway_declined: {
    tr: 'Ödeme, ödeme kuruluşu tarafından reddedildi.',
    en: 'The payment was declined by the payment provider.',
  },
};

export function reasonText(code: string | null, text: string | null, locale: Locale): string | null {
  if (code === 'operator_rejected') return text;
  const known = code ? REASON_TEXTS[code]?.[locale] : undefined;
  return known ?? text ?? null;
}

type NewNotification = {
  type: (typeof NotificationKind)[keyof typeof NotificationKind];
  title: Localized;
  note: Localized;
};

export function depositConfirmedNotification(amount: bigint): NewNotification {
  const a = liraBoth(amount);
  return {
    type: NotificationKind.Deposit,
    title: { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
    note: {
      tr: `${a.tr} tutarındaki para yatırma işleminiz hesabınıza eklendi.`,
      en: `Your deposit of ${a.en} has been added to your balance.`,
    },
  };
}

export function depositRejectedNotification(amount: bigint): NewNotification {
  const a = liraBoth(amount);
  return {
    type: NotificationKind.Deposit,
    title: { tr: 'Para yatırma başarısız', en: 'Deposit failed' },
    note: {
      tr: `${a.tr} tutarındaki para yatırma işleminiz ödeme kuruluşu tarafından reddedildi.`,
      en: `Your deposit of ${a.en} was declined by the payment provider.`,
    },
  };
}

export function withdrawalConfirmedNotification(amount: bigint): NewNotification {
  const a = liraBoth(amount);
  return {
    type: NotificationKind.Withdraw,
    title: { tr: 'Para çekme onaylandı', en: 'Withdrawal approved' },
    note: {
      tr: `${a.tr} tutarındaki çekim talebiniz onaylandı ve ödemeniz gönderildi.`,
      en: `Your withdrawal of ${a.en} has been approved and paid out.`,
    },
  };
}

/** The operator's reason is one text; it is shown as typed in both languages. */
export function withdrawalRejectedNotification(amount: bigint, operatorReason: string): NewNotification {
  const a = liraBoth(amount);
  const reason = operatorReason.trim().replace(/[.!?。\s]+$/u, '');
  return {
    type: NotificationKind.Withdraw,
    title: { tr: 'Para çekme reddedildi', en: 'Withdrawal rejected' },
    note: {
      tr: `${a.tr} tutarındaki çekim talebiniz reddedildi: ${reason}. Tutar bakiyenize iade edildi.`,
      en: `Your withdrawal of ${a.en} was rejected: ${reason}. The amount is back in your balance.`,
    },
  };
}
