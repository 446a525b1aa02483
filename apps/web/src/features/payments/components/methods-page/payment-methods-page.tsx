import { TransactionKind } from '@lalebet/shared/enums';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import type { Direction } from '../../api/keys';
import { PaymentMethodList } from '../method-list/payment-method-list';
import styles from './payment-methods-page.module.css';

/**
 * /dashboard/deposit and /dashboard/withdraw: the methods; choosing one opens its dynamic
 * dialog with id, type and title (docs/product.md §2).
 */
export function PaymentMethodsPage({ direction }: { direction: Direction }) {
  const { t } = useTranslation('payments');
  const withdraw = direction === TransactionKind.Withdraw;
  return (
    <AccountPage
      title={t(withdraw ? 'withdraw.title' : 'deposit.title')}
      lead={t(withdraw ? 'withdraw.lead' : 'deposit.lead')}
    >
      {!withdraw && (
        // docs/rules.md R15: the deposit page links to the limits.
        <p className={styles.rgLink}>
          {t('deposit.limitPrompt')}{' '}
          <Link to={paths.dashboard.responsibleGaming}>{t('deposit.limitLink')}</Link>
        </p>
      )}
      <PaymentMethodList
        direction={direction}
        onSelect={(m) =>
          openDialog({ name: withdraw ? 'withdraw' : 'deposit', id: m.id, type: direction, title: m.name })
        }
      />
    </AccountPage>
  );
}
