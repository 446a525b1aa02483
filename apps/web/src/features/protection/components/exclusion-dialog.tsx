import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './protection.module.css';

export type ExclusionChoice =
  | { kind: 'timeout'; period: '24h' | '7d' | '1m' | '3m' }
  | { kind: 'self'; period: '6m' | '1y' | '5y' | 'permanent' };

type Props = { choice: ExclusionChoice; pending: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before a time-out or self-exclusion starts: it cannot be shortened (docs/rules.md R23, R29). */
export function ExclusionDialog({ choice, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('protection');
  const label = t(`${choice.kind}.${choice.period}`);
  const title =
    choice.kind === 'timeout'
      ? t('confirm.timeoutTitle', { period: label })
      : choice.period === 'permanent'
        ? t('confirm.selfPermanentTitle')
        : t('confirm.selfTitle', { period: label });
  return (
    <Dialog title={title} onClose={onClose} closeOnBackdrop={false}>
      <div className={styles.confirm}>
        <p className={styles.warning} role="alert">
          {t('confirm.warning')}
        </p>
        <p>{t('confirm.effects')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('confirm.no')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {t(choice.kind === 'timeout' ? 'confirm.yesTimeout' : 'confirm.yesSelf')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
