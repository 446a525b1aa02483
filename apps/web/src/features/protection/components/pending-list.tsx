import type { PendingLimitView } from '@lalebet/shared/protection';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/account-page';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { formatLimitValue } from '@/lib/protection-refusal';
import { useLocale } from '../lib/locale';
import styles from './protection.module.css';

type Props = {
  pending: PendingLimitView[];
  busy: boolean;
  onConfirm: (id: number) => void;
  onCancel: (id: number) => void;
};

/**
 * Raises and removals waiting for the cooling-off period (docs/rules.md R10): when each can be confirmed
 * and when it lapses; Confirm once `confirmable`, Cancel at any time (docs/rules.md R11).
 */
export function PendingList({ pending, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('protection');
  const locale = useLocale();
  return (
    <Panel title={t('pending.title')}>
      <ul className={styles.pending}>
        {pending.map((p) => {
          const what = { period: t(`period.${p.period}`), kind: t(`kind.${p.kind}`) };
          return (
            <li key={p.id} className={styles.pendingItem}>
              <p className={styles.pendingWhat}>
                {p.value === null
                  ? t('pending.remove', what)
                  : t('pending.value', { ...what, value: formatLimitValue(p.kind, p.value) })}
              </p>
              <p className={styles.muted}>
                {t('pending.available', { date: formatDateTime(p.availableAt, locale) })}
              </p>
              <p className={styles.muted}>
                {t('pending.expires', { date: formatDateTime(p.expiresAt, locale) })}
              </p>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  disabled={!p.confirmable || busy}
                  title={p.confirmable ? undefined : t('pending.waiting')}
                  onClick={() => onConfirm(p.id)}
                >
                  {t('pending.confirm')}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onCancel(p.id)}>
                  {t('pending.cancel')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
