import { type BonusNotClaimableReason, type Locale, type Localized, NotificationKind } from '@lalebet/shared';
import { formatLira, liraBoth } from '../../lib/lira.ts';
import type { DefinitionRow } from './bonus.repository.ts';
import { percentSuffix } from './percent-suffix.ts';
import { sportsTerms } from './sports-terms.ts';

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

const CATEGORY_NAMES: Record<string, Localized> = {
  slot: { tr: 'slotlar', en: 'slots' },
  live: { tr: 'canlı casino', en: 'live casino' },
  games: { tr: 'oyunlar', en: 'games' },
  bingo: { tr: 'tombala', en: 'bingo' },
  tvbets: { tr: 'TV oyunları', en: 'TV games' },
};

const num = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US').format(n);

/** The rules of a definition as short sentences, built from its fields (never free text). */
export function bonusTerms(d: DefinitionRow, locale: Locale, trialAmount?: bigint): string[] {
  const tr = locale === 'tr';
  const lira = (minor: bigint) => formatLira(minor, locale);
  const terms: string[] = [];
  const amount = d.kind === 'trial' ? trialAmount : d.amount;
  if (amount) terms.push(tr ? `Bonus tutarı: ${lira(amount)}.` : `Bonus amount: ${lira(amount)}.`);
  if (d.percent !== null) {
    const base =
      d.kind === 'cashback'
        ? tr
          ? 'Geçen haftaki (pazartesi–pazar) net casino kaybınızın'
          : 'of your net casino loss last week (Monday to Sunday)'
        : tr
          ? 'Yatırımınızın'
          : 'of your deposit';
    terms.push(
      tr
        ? `${base} %${d.percent}'${percentSuffix(d.percent)} kadar bonus.`
        : `A bonus of ${d.percent}% ${base}.`,
    );
    if (d.max_amount) terms.push(tr ? `En fazla ${lira(d.max_amount)}.` : `Up to ${lira(d.max_amount)}.`);
  }
  if (d.min_deposit) {
    terms.push(
      tr
        ? `En az ${lira(d.min_deposit)} yatırım gerekir.`
        : `Requires a deposit of at least ${lira(d.min_deposit)}.`,
    );
  }
  const multiple = Number(d.wagering_multiple);
  if (multiple > 0) {
    terms.push(
      tr
        ? `Çekilebilir nakde dönüşmesi için bonus tutarının ${num(multiple, locale)} katı kadar bahis yapılmalıdır.`
        : `Wager ${num(multiple, locale)} times the bonus amount before it turns into withdrawable cash.`,
    );
    const parts = Object.entries(d.contributions).map(
      ([category, pct]) => `${CATEGORY_NAMES[category]?.[locale] ?? category} %${pct}`,
    );
    terms.push(
      tr
        ? `Bahislerin çevrime katkısı: ${parts.join(', ')}.`
        : `Share of each bet that counts: ${parts.join(', ').replaceAll(/%(\d+)/g, '$1%')}.`,
    );
  } else {
    terms.push(tr ? 'Çevrim şartı yoktur.' : 'No wagering requirement.');
  }
  terms.push(...sportsTerms(d, locale));
  if (d.max_bet) {
    terms.push(
      tr
        ? `Çevrim sürerken tek bahis en fazla ${lira(d.max_bet)} olabilir.`
        : `Maximum bet while wagering: ${lira(d.max_bet)}.`,
    );
  }
  if (d.max_cashout) {
    terms.push(
      tr
        ? `Çevrim tamamlandığında en fazla ${lira(d.max_cashout)} nakde dönüşür; fazlası silinir.`
        : `At most ${lira(d.max_cashout)} turns into cash when wagering is complete; the rest is removed.`,
    );
  }
  if (d.kind === 'depositMatch') {
    terms.push(
      tr
        ? 'Yatırımınızla bahis yapmadan ve para çekme talebinde bulunmadan önce talep edilmelidir.'
        : 'Claim it before you bet with or withdraw your deposit.',
    );
  }
  if (d.kind === 'referral') {
    terms.push(
      tr
        ? 'Davet bağlantınızla üye olan her arkadaşınızın ilk yatırımı onaylandığında bir kez verilir.'
        : 'Given once for each friend who signs up with your link, when their first deposit is confirmed.',
    );
  }
  if (d.audience === 'firstDeposit') {
    terms.push(tr ? 'Yalnızca ilk yatırımınızda geçerlidir.' : 'Only on your first deposit.');
  }
  if (d.registered_within_days !== null) {
    const n = d.registered_within_days;
    terms.push(
      tr ? `Üyeliğinizin ilk ${n} gününde talep edilebilir.` : `Claimable within ${n} days of signing up.`,
    );
  }
  if (d.kind === 'cashback')
    terms.push(tr ? 'Her hafta bir kez talep edilebilir.' : 'Can be claimed once a week.');
  terms.push(
    tr
      ? `Bonus ${d.validity_days} gün geçerlidir; süre dolunca kalan bonus bakiyesi silinir.`
      : `Valid for ${d.validity_days} days; any bonus balance left after that is removed.`,
  );
  terms.push(
    tr
      ? 'Önce nakit bakiyeniz, sonra bonus bakiyeniz kullanılır. Çevrim bitmeden para çekmek bonusu iptal eder.'
      : 'Your cash balance is used before your bonus balance. Withdrawing before wagering is complete cancels the bonus.',
  );
  return terms;
}

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
