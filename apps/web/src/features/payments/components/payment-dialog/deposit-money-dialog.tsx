import { TransactionKind } from '@lalebet/shared/enums';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { closeDialogs, openDialog } from '@/stores/dialogs';
import { PaymentMethodList } from '../method-list/payment-method-list';
import styles from './payment-dialog.module.css';

/** The deposit modal (docs/product.md §2: title 'Deposit Money'): pick a method to open its form. */
export function DepositMoneyDialog() {
  const { t } = useTranslation('payments');
  return (
    <Dialog title={t('depositMoney.title')} onClose={closeDialogs} size="wide">
      <div className={styles.stack}>
        <p className={styles.lead}>{t('depositMoney.lead')}</p>
        <PaymentMethodList
          direction={TransactionKind.Deposit}
          onSelect={(m) =>
            openDialog({ name: 'deposit', id: m.id, type: TransactionKind.Deposit, title: m.name })
          }
        />
      </div>
    </Dialog>
  );
}
