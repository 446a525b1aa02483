import type { BonusDefinition } from '@lalebet/shared/bonuses';
import { CASINO_CATEGORIES } from '@lalebet/shared/casino-constants';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatPercent } from '@/lib/format';
import styles from './claim-bonus.module.css';

/** What the bonus gives: a fixed amount, a percentage with its cap, or free rounds of one game. */
function useBonusValue(d: BonusDefinition) {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  if (d.freeRounds) {
    const { rounds, gameName, roundValue } = d.freeRounds;
    return t('terms.freeRounds', { count: rounds, game: gameName, value: formatAmount(roundValue) });
  }
  if (d.percent === null) return t('terms.fixed', { amount: formatAmount(d.amount ?? 0) });
  const percent = t(d.kind === 'cashback' ? 'terms.percentCashback' : 'terms.percent', {
    percent: formatPercent(d.percent, locale),
  });
  return d.maxAmount === null ? percent : t('terms.cap', { percent, cap: formatAmount(d.maxAmount) });
}

/** Who may claim it and how often, beyond the verified phone every bonus needs. */
function useAudience(d: BonusDefinition) {
  const { t } = useTranslation('bonuses');
  const parts = [];
  if (d.audience === 'firstDeposit') parts.push(t('terms.audienceFirstDeposit'));
  if (d.registeredWithinDays !== null) parts.push(t('terms.audienceNew', { count: d.registeredWithinDays }));
  if (d.kind === 'cashback') parts.push(t('terms.audienceWeekly'));
  return parts.length ? parts.join(' · ') : t('terms.audienceAll');
}

/** An offer's rules in plain language, one label / value line each (docs/product.md §10). */
export function OfferTerms({ definition: d }: { definition: BonusDefinition }) {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const value = useBonusValue(d);
  const audience = useAudience(d);
  const wagers = d.wageringMultiple > 0;
  return (
    <dl className={styles.terms}>
      <div>
        <dt>{t('terms.bonus')}</dt>
        <dd>{value}</dd>
      </div>
      <div>
        <dt>{t('terms.minDeposit')}</dt>
        <dd>{d.minDeposit === null ? t('terms.minDepositNone') : formatAmount(d.minDeposit)}</dd>
      </div>
      <div>
        <dt>{t('terms.wagering')}</dt>
        <dd>{wagers ? t('terms.wageringTimes', { count: d.wageringMultiple }) : t('terms.wageringNone')}</dd>
      </div>
      {wagers && (
        <div>
          <dt>{t('terms.maxBet')}</dt>
          <dd>
            {d.maxBet === null
              ? t('terms.maxBetNone')
              : t('terms.maxBetValue', { amount: formatAmount(d.maxBet) })}
          </dd>
        </div>
      )}
      {d.maxCashout !== null && (
        <div>
          <dt>{t('terms.maxCashout')}</dt>
          <dd>{t('terms.maxCashoutValue', { amount: formatAmount(d.maxCashout) })}</dd>
        </div>
      )}
      <div>
        <dt>{t('terms.audience')}</dt>
        <dd>{audience}</dd>
      </div>
      <div>
        <dt>{t('terms.validity')}</dt>
        <dd>{t('terms.validityDays', { count: d.validityDays })}</dd>
      </div>
      {wagers && (
        <div className={styles.wide}>
          <dt>{t('terms.contributions')}</dt>
          <dd>
            <ul className={styles.contributions}>
              {CASINO_CATEGORIES.map((c) => (
                <li key={c}>
                  <span>{t(`category.${c}`)}</span>{' '}
                  <strong>{formatPercent(d.contributions[c], locale)}</strong>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
