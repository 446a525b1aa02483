import { type Localized, NotificationKind } from '@lalebet/shared';
import { formatLira, liraBoth } from '../../lib/lira.ts';

/**
 * The Bonus notification when wagering is met and the bonus balance became cash (ADR 012);
 * `removed` is what the offer's cash-out cap took back (ADR 016).
 */
export function bonusCompletedNotification(
  converted: bigint,
  removed = 0n,
): {
  type: typeof NotificationKind.Bonus;
  title: Localized;
  note: Localized;
} {
  const { tr, en } = liraBoth(converted);
  const cut = liraBoth(removed);
  const capped =
    removed > 0n
      ? {
          tr: ` Bonusun en fazla nakde dönüşme limiti nedeniyle kalan ${cut.tr} silindi.`,
          en: ` The offer's maximum cash-out applies, so the remaining ${cut.en} was removed.`,
        }
      : { tr: '', en: '' };
  return {
    type: NotificationKind.Bonus,
    title: { tr: 'Çevrim tamamlandı', en: 'Wagering complete' },
    note:
      converted > 0n
        ? {
            tr: `Tebrikler! Çevrim şartını tamamladınız; ${tr} bonus bakiyeniz nakit bakiyenize aktarıldı.${capped.tr}`,
            en: `Congratulations! You met the wagering requirement; your bonus balance of ${en} is now cash.${capped.en}`,
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
      note: `Bonus çevrimi sürerken tek bahis en fazla ${formatLira(maxBet, 'tr')} olabilir.`,
    },
    en: {
      title: 'Bet refused',
      note: `While your bonus is being wagered, a single bet can be at most ${formatLira(maxBet, 'en')}.`,
    },
  };
}
