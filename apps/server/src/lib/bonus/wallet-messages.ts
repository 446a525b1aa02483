import { type Localized, NotificationKind, fromMinor } from '@lalebet/shared';

const FORMAT = {
  tr: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
};

/** The Bonus notification when wagering is met and the bonus balance became cash (ADR 012). */
export function bonusCompletedNotification(converted: bigint): {
  type: typeof NotificationKind.Bonus;
  title: Localized;
  note: Localized;
} {
  const tr = FORMAT.tr.format(fromMinor(converted));
  const en = FORMAT.en.format(fromMinor(converted));
  return {
    type: NotificationKind.Bonus,
    title: { tr: 'Çevrim tamamlandı', en: 'Wagering complete' },
    note:
      converted > 0n
        ? {
            tr: `Tebrikler! Çevrim şartını tamamladınız; ${tr} bonus bakiyeniz nakit bakiyenize aktarıldı.`,
            en: `Congratulations! You met the wagering requirement; your bonus balance of ${en} is now cash.`,
          }
        : {
            tr: 'Tebrikler! Çevrim şartını tamamladınız.',
            en: 'Congratulations! You met the wagering requirement.',
          },
  };
}

/** The toast when a stake above the bonus's max bet was refused while wagering (not stored). */
export function maxBetNotice(maxBet: bigint) {
  return {
    tr: {
      title: 'Bahis reddedildi',
      note: `Bonus çevrimi sürerken tek bahis en fazla ${FORMAT.tr.format(fromMinor(maxBet))} olabilir.`,
    },
    en: {
      title: 'Bet refused',
      note: `While your bonus is being wagered, a single bet can be at most ${FORMAT.en.format(fromMinor(maxBet))}.`,
    },
  };
}
