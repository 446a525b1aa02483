import type { Locale, Localized } from '@lalebet/shared';
import { formatLira } from '../../lib/lira.ts';
import type { DefinitionRow } from './bonus.repository.ts';
import { percentSuffix } from './percent-suffix.ts';
import { sportsTerms } from './sports-terms.ts';

/** Category names as the wagering terms say them. */
const CATEGORY_NAMES: Record<string, Localized> = {
  slot: { tr: 'slotlar', en: 'slots' },
  live: { tr: 'canlı casino', en: 'live casino' },
  games: { tr: 'oyunlar', en: 'games' },
  bingo: { tr: 'tombala', en: 'bingo' },
  tvbets: { tr: 'TV oyunları', en: 'TV games' },
};

const num = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US').format(n);

/** How much: the amount or percentage, its cap, and the deposit it needs. */
function amountTerms(d: DefinitionRow, locale: Locale, trialAmount?: bigint): string[] {
  const tr = locale === 'tr';
  const lira = (minor: bigint) => formatLira(minor, locale);
  const terms: string[] = [];
  const amount = d.kind === 'trial' ? trialAmount : d.amount;
  if (amount) terms.push(tr ? `Bonus tutarı: ${lira(amount)}.` : `Bonus amount: ${lira(amount)}.`);
  if (d.kind === 'freeRounds' && d.free_rounds_count && d.free_rounds_bet_value) {
    const [n, value] = [d.free_rounds_count, lira(d.free_rounds_bet_value)];
    terms.push(
      tr
        ? `${n} bedava tur, her biri ${value} değerinde; kazançlar bonus bakiyesine eklenir.`
        : `${n} free rounds of ${value} each; their wins go to your bonus balance.`,
    );
  }
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
  return terms;
}

/** What turns the bonus into cash: the wagering multiple and what counts towards it. */
function wageringTerms(d: DefinitionRow, locale: Locale): string[] {
  const tr = locale === 'tr';
  const terms: string[] = [];
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
  return terms;
}

/** Limits while wagering: sports rules, the largest bet and the most that becomes cash. */
function stakeTerms(d: DefinitionRow, locale: Locale): string[] {
  const tr = locale === 'tr';
  const lira = (minor: bigint) => formatLira(minor, locale);
  const terms: string[] = [];
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
  return terms;
}

/** Who may claim it and when, how long it lasts, and which balance is used first. */
function claimTerms(d: DefinitionRow, locale: Locale): string[] {
  const tr = locale === 'tr';
  const terms: string[] = [];
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

/** The rules of a definition as short sentences, built from its fields (never free text). */
export function bonusTerms(d: DefinitionRow, locale: Locale, trialAmount?: bigint): string[] {
  return [
    ...amountTerms(d, locale, trialAmount),
    ...wageringTerms(d, locale),
    ...stakeTerms(d, locale),
    ...claimTerms(d, locale),
  ];
}
