import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatMoney } from '@/lib/format';
import { formatOdds } from '../lib/odds-format';
import { oddsFormatStore } from '../lib/odds-format-store';
import type { SlipTotals } from './slip-math';
import styles from './bet-slip.module.css';

type Props = { totals: SlipTotals; system: boolean; misli?: number };

/** Lines (systems), misli (when above 1), total stake, total odds and the possible win. */
export function SlipSummary({ totals, system, misli = 1 }: Props) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  return (
    <dl className={styles.summary}>
      {system && (
        <div>
          <dt>{t('summary.lines')}</dt>
          <dd data-testid="slip-lines">{totals.lines}</dd>
        </div>
      )}
      {misli > 1 && (
        <div>
          <dt>{t('misli.label')}</dt>
          <dd data-testid="slip-misli">× {misli}</dd>
        </div>
      )}
      <div>
        <dt>{t('summary.totalStake')}</dt>
        <dd data-testid="slip-total-stake">{formatMoney(totals.totalStake)}</dd>
      </div>
      <div>
        <dt>{t('summary.totalOdds')}</dt>
        <dd data-testid="slip-total-odds">
          {totals.totalOdds > 1 ? formatOdds(totals.totalOdds, format, locale) : '-'}
        </dd>
      </div>
      <div className={styles.win}>
        <dt>{t('summary.possibleWin')}</dt>
        <dd data-testid="slip-possible-win">{formatMoney(totals.possibleWin)}</dd>
      </div>
    </dl>
  );
}
