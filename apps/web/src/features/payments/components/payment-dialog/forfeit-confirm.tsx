import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './payment-dialog.module.css';

type Props = { message: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

/**
 * A withdrawal while a bonus is active (ADR 012): the server refused it with
 * BONUS_FORFEIT_REQUIRED and says what will be lost; only an explicit yes resends it.
 */
export function ForfeitConfirm({ message, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.stack} role="alert">
      <p>{message}</p>
      <div className={styles.actions}>
        <Button onClick={onConfirm} loading={busy}>
          {t('withdraw.forfeitConfirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('withdraw.forfeitCancel')}
        </Button>
      </div>
    </div>
  );
}
