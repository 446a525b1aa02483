import type { Locale } from '@lalebet/shared';
import type { DefinitionRow } from './bonus.repository.ts';
import { percentSuffix } from './percent-suffix.ts';

/**
 * The sports rules of a definition as short sentences (docs/decisions/012-bonuses.md, "Sports
 * bets"), built from its fields like the rest of the terms. Nothing when the bonus has no sports.
 */
export function sportsTerms(d: DefinitionRow, locale: Locale): string[] {
  const tr = locale === 'tr';
  const terms: string[] = [];
  if (d.sports_stake) {
    terms.push(
      tr
        ? 'Bonus bakiyesi spor bahislerinde de kullanılabilir; önce nakit bakiyeniz kullanılır.'
        : 'Your bonus balance can also be staked on sports bets; your cash is used first.',
    );
  }
  if (Number(d.wagering_multiple) <= 0) return terms;
  const pct = d.sports_contribution;
  if (pct > 0) {
    const odds = new Intl.NumberFormat(tr ? 'tr-TR' : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }).format(d.sports_min_odds_milli / 1000);
    terms.push(
      tr
        ? `Sonuçlanan spor bahislerinin %${pct}'${percentSuffix(pct)} çevrime sayılır; bunun için toplam oran en az ${odds} olmalıdır. İade edilen bahisler sayılmaz.`
        : `${pct}% of each settled sports bet counts towards wagering when its total odds are at least ${odds}. Void bets do not count.`,
    );
    terms.push(
      d.sports_system_bets
        ? tr
          ? 'Sistem bahislerinde en düşük oranlı kombinasyon da bu orana ulaşmalıdır.'
          : 'In a system bet, its lowest-odds line must reach these odds too.'
        : tr
          ? 'Sistem bahisleri çevrime sayılmaz.'
          : 'System bets do not count towards wagering.',
    );
  } else if (d.sports_stake) {
    terms.push(tr ? 'Spor bahisleri çevrime sayılmaz.' : 'Sports bets do not count towards wagering.');
  }
  return terms;
}
