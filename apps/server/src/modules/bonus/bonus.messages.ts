import { type BonusNotClaimableReason, type Localized, NotificationKind } from '@lalebet/shared';
import { liraBoth } from '../../lib/lira.ts';

export { bonusTerms } from './bonus-terms.ts';

/** Texts of the bonus module, both languages side by side. */

type NewNotification = {
  type: (typeof NotificationKind)[keyof typeof NotificationKind];
  title: Localized;
  note: Localized;
};

export const BONUS_MESSAGES = {
  trialGranted: {
    tr: 'Deneme bonusunuz hesabınıza eklendi. İyi eğlenceler!',
    en: 'Your trial bonus has been added to your account. Enjoy!',
  },
  granted: { tr: 'Bonusunuz hesabınıza eklendi.', en: 'Your bonus has been added to your account.' },
  queued: {
    tr: 'Bonus talebiniz alındı ve onay bekliyor.',
    en: 'Your bonus request has been received and is awaiting approval.',
  },
  confirmed: { tr: 'Bonus talebi onaylandı.', en: 'Bonus claim confirmed.' },
  rejected: { tr: 'Bonus talebi reddedildi.', en: 'Bonus claim rejected.' },
  grantedByStaff: { tr: 'Bonus oyuncuya verildi.', en: 'Bonus granted to the player.' },
  grantPending: {
    tr: 'Bonus onaya gönderildi: ikinci bir kişi onaylayınca verilecek.',
    en: 'Sent for approval: the bonus is given once a second person approves it.',
  },
  grantRejected: { tr: 'Bonus talebi reddedildi.', en: 'The grant request was rejected.' },
} satisfies Record<string, Localized>;

/** A queued claim ended by a withdrawal request (core/bonus/forfeit.ts), as the player reads it. */
export const WITHDRAWAL_REJECT_TEXT: Localized = {
  tr: 'Onaydan önce para çekme talebinde bulunduğunuz için talep iptal edildi.',
  en: 'Cancelled because you requested a withdrawal before it was approved.',
};

export const NOT_CLAIMABLE_TEXTS: Record<BonusNotClaimableReason, Localized> = {
  alreadyClaimed: { tr: 'Bu bonusu daha önce aldınız.', en: 'You have already received this bonus.' },
  pendingClaim: {
    tr: 'Onay bekleyen bir bonus talebiniz var.',
    en: 'You have a bonus claim awaiting approval.',
  },
  activeBonus: {
    tr: 'Aktif bir bonusunuz var; yenisini o bittiğinde alabilirsiniz.',
    en: 'You already have an active bonus; you can claim a new one when it ends.',
  },
  phoneNotVerified: {
    tr: 'Önce telefon numaranızı doğrulayın.',
    en: 'Verify your phone number first.',
  },
  depositRequired: {
    tr: 'Bu bonus için önce gerekli tutarda para yatırın.',
    en: 'Make a qualifying deposit first.',
  },
  depositUsed: {
    tr: 'Son yatırımınız başka bir bonusta kullanıldı; bu bonus için yeni bir yatırım yapın.',
    en: 'Your latest deposit already backs another bonus; make a new deposit for this one.',
  },
  firstDepositOnly: {
    tr: 'Bu bonus yalnızca ilk yatırımda geçerlidir.',
    en: 'This bonus is only for your first deposit.',
  },
  newCustomersOnly: {
    tr: 'Bu bonus yalnızca yeni üyeler içindir.',
    en: 'This bonus is only for new members.',
  },
  noLoss: {
    tr: 'Geçen hafta (pazartesi–pazar) net casino kaybınız olmadığı için iade edilecek tutar yok.',
    en: 'There is nothing to refund: you had no net casino loss last week (Monday to Sunday).',
  },
  notAvailable: { tr: 'Bu bonus şu anda sunulmuyor.', en: 'This bonus is not offered right now.' },
  depositTouched: {
    tr: 'Bu bonus yalnızca yatırımınızla henüz bahis yapmadan ve para çekme talebinde bulunmadan alınabilir; yeni bir yatırım yapın.',
    en: 'This bonus can only be claimed before you bet with or withdraw your deposit; make a new deposit.',
  },
  noReferral: {
    tr: 'Davet ettiğiniz ve ilk yatırımını yapan yeni bir arkadaşınız yok.',
    en: 'None of the friends you invited has made a first deposit yet.',
  },
};

export function bonusGrantedNotification(title: Localized, amount: bigint): NewNotification {
  const a = liraBoth(amount);
  return {
    type: NotificationKind.Bonus,
    title: { tr: 'Bonus eklendi', en: 'Bonus added' },
    note: {
      tr: `${title.tr}: ${a.tr} bonus bakiyenize eklendi.`,
      en: `${title.en}: ${a.en} has been added to your bonus balance.`,
    },
  };
}

/** The operator's reason is one text; it is shown as typed in both languages. */
export function bonusRejectedNotification(title: Localized, operatorReason: string): NewNotification {
  const reason = operatorReason.trim().replace(/[.!?。\s]+$/u, '');
  return {
    type: NotificationKind.Bonus,
    title: { tr: 'Bonus talebi reddedildi', en: 'Bonus claim rejected' },
    note: {
      tr: `${title.tr} talebiniz reddedildi: ${reason}.`,
      en: `Your claim for ${title.en} was rejected: ${reason}.`,
    },
  };
}

export function bonusExpiredNotification(title: Localized, removed: bigint): NewNotification {
  const a = liraBoth(removed);
  return {
    type: NotificationKind.Bonus,
    title: { tr: 'Bonus süresi doldu', en: 'Bonus expired' },
    note:
      removed > 0n
        ? {
            tr: `${title.tr} süresi doldu; kalan ${a.tr} bonus bakiyenizden silindi.`,
            en: `${title.en} has expired; the remaining ${a.en} was removed from your bonus balance.`,
          }
        : { tr: `${title.tr} süresi doldu.`, en: `${title.en} has expired.` },
  };
}
