import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './session-history.module.css';

type Props = { count: number; pending: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before every other session is ended; open while mounted. */
export function SessionsEndAllDialog({ count, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('account');
  return (
    <Dialog title={t('sessions.endAll.title')} onClose={onClose}>
      <div className={styles.confirm}>
        <p>{t('sessions.endAll.body', { count })}</p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('sessions.endAll.cancel')}
          </Button>
          <Button className={styles.confirmDanger} loading={pending} onClick={onConfirm}>
            {t('sessions.endAll.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
