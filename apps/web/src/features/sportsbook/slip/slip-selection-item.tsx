import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '@/components/ui/icons/ui-icons';
import { useLocale } from '@/hooks/use-locale';
import { MbsBadge } from '../components/mbs-badge';
import { formatOdds } from '../lib/odds-format';
import { oddsFormatStore } from '../lib/odds-format-store';
import { slip, selectionKey, type SlipSelection } from './slip-store';
import type { OddsMove } from './use-odds-moves';
import { BankerToggle } from './coupon-rules';
import styles from './bet-slip.module.css';
import { cx } from '@/lib/cx';

type Props = {
  selection: SlipSelection;
  move?: OddsMove;
  /** On a system bet: the banker toggle, disabled (`full`) when one more would leave under 2 others. */
  banker?: { full: boolean };
};

/**
 * One selection: match (with its MBS), market, outcome, the price (with its last move), on a
 * system the banker toggle, and a remove button.
 */
export function SlipSelectionItem({ selection, move, banker }: Props) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  const suspended = !selection.active;
  return (
    <li className={cx(styles.selection, suspended && styles.suspended)}>
      <div className={styles.selectionText}>
        <p className={styles.outcome}>{selection.outcomeName}</p>
        <p className={styles.market}>{selection.marketName}</p>
        <p className={styles.event}>
          {selection.live && <span className={styles.liveMark}>{t('selection.live')}</span>}
          {selection.eventName}
          {selection.mbs !== undefined && (
            <MbsBadge
              mbs={selection.mbs}
              label={t('selection.mbs', { mbs: selection.mbs })}
              className={styles.mbs}
            />
          )}
        </p>
      </div>
      <div className={styles.selectionSide}>
        {suspended ? (
          <span className={styles.suspendedMark}>{t('selection.suspended')}</span>
        ) : (
          <span className={cx(styles.odds, move && styles[move])}>
            {move === 'up' && <ArrowUpIcon size={14} />}
            {move === 'down' && <ArrowDownIcon size={14} />}
            {move && <span className="visually-hidden">{t(`selection.${move}`)}: </span>}
            {formatOdds(selection.odds, format, locale)}
          </span>
        )}
        {banker && <BankerToggle selection={selection} full={banker.full} />}
        <button
          type="button"
          className={styles.remove}
          aria-label={t('selection.remove', { outcome: selection.outcomeName })}
          title={t('selection.remove', { outcome: selection.outcomeName })}
          onClick={() => slip.remove(selectionKey(selection))}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </li>
  );
}
