import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openPaymentPage } from '../../lib/open-payment-page';
import styles from './payment-dialog.module.css';

/**
 * After a deposit (docs/product.md §2): the payment page was opened in a new tab, but a pop-up
 * blocker may have stopped it, so a direct click opens it again.
 */
export function DepositContinue({ url }: { url: string }) {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.continue}>
      <p className={styles.continueText} role="status">
        {t('deposit.continueText')}
      </p>
      <Button size="lg" block autoFocus onClick={() => openPaymentPage(url)}>
        {t('deposit.continue')}
      </Button>
      <p className={styles.note}>{t('deposit.continueNote')}</p>
    </div>
  );
}
