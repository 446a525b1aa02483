import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { cx } from '@/lib/cx';
import { builder, type BuilderLeg, legKey } from './builder-store';
import type { BuilderConflict } from './use-builder-price';
import slipStyles from '../slip/bet-slip.module.css';
import styles from './builder.module.css';

type Props = { eventId: string; legs: BuilderLeg[]; conflict: BuilderConflict | null; messageId: string };

/**
 * The picks, each with a remove button; a pick the server refused to combine is marked, says
 * which picks it clashes with and points (aria-describedby) at the server's message.
 */
export function BuilderPicks({ eventId, legs, conflict, messageId }: Props) {
  const { t } = useTranslation('betslip');
  const names = new Map(legs.map((l) => [legKey(l), l.outcomeName]));
  return (
    <ul role="list" className={slipStyles.selections} aria-label={t('builder.picks')}>
      {legs.map((leg) => {
        const clashes = conflict?.with.get(legKey(leg));
        return (
          <li
            key={legKey(leg)}
            className={cx(slipStyles.selection, clashes && styles.conflict)}
            aria-describedby={clashes ? messageId : undefined}
          >
            <div className={slipStyles.selectionText}>
              <p className={slipStyles.outcome}>{leg.outcomeName}</p>
              <p className={slipStyles.market}>{leg.marketName}</p>
              {clashes && (
                <p className={styles.conflictNote}>
                  {t('builder.conflictWith', {
                    picks: clashes.map((c) => names.get(legKey(c)) ?? c.outcomeId).join(', '),
                  })}
                </p>
              )}
            </div>
            <div className={slipStyles.selectionSide}>
              <button
                type="button"
                className={slipStyles.remove}
                aria-label={t('selection.remove', { outcome: leg.outcomeName })}
                title={t('selection.remove', { outcome: leg.outcomeName })}
                onClick={() => builder.remove(eventId, leg)}
              >
                <CloseIcon size={16} />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
