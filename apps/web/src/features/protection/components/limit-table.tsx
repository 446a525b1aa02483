import { LIMIT_PERIODS, type LimitKind, type LimitView } from '@lalebet/shared/protection';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { formatDateTime } from '@/lib/format';
import { formatLimitValue } from '@/lib/protection-refusal';
import { useLocale } from '../lib/locale';
import styles from './protection.module.css';

type Props = {
  kind: LimitKind;
  limits: LimitView[];
  onRemove: (limit: LimitView) => void;
  removing: boolean;
};

/** One kind's limits by period: value, used, left and when the window resets. */
export function LimitTable({ kind, limits, onRemove, removing }: Props) {
  const { t } = useTranslation('protection');
  const locale = useLocale();
  const periods = kind === 'session' ? (['day'] as const) : LIMIT_PERIODS;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('col.period')}</th>
          <th scope="col">{t('col.limit')}</th>
          <th scope="col">{t('col.used')}</th>
          <th scope="col">{t('col.left')}</th>
          <th scope="col">{t('col.resets')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => {
          const limit = limits.find((l) => l.kind === kind && l.period === period);
          return (
            <tr key={period} data-testid={`limit-${kind}-${period}`}>
              <th scope="row">{t(`period.${period}`)}</th>
              {limit ? (
                <>
                  <td data-label={t('col.limit')}>
                    <span>
                      {formatLimitValue(kind, limit.value)}
                      {limit.setBy === 'staff' && <span className={styles.note}>{t('setBy.staff')}</span>}
                    </span>
                  </td>
                  <td data-label={t('col.used')}>{formatLimitValue(kind, limit.used)}</td>
                  <td data-label={t('col.left')}>{formatLimitValue(kind, Math.max(0, limit.left))}</td>
                  <td data-label={t('col.resets')}>{formatDateTime(limit.resetsAt, locale)}</td>
                  <td className={styles.removeCell}>
                    <LinkButton
                      disabled={removing}
                      aria-label={t('removeLabel', {
                        period: t(`period.${period}`),
                        kind: t(`kind.${kind}`),
                      })}
                      onClick={() => onRemove(limit)}
                    >
                      {t('remove')}
                    </LinkButton>
                  </td>
                </>
              ) : (
                <td colSpan={5} className={styles.muted}>
                  {t('none')}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
