import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { Pager } from '@/components/ui/pager';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTransactions } from '../../api/get-transactions';
import { errorMessage } from '@/lib/api-message';
import { NO_FILTERS, type Filters, TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import { DebtLines } from './debt-lines';
import styles from './financial-activities.module.css';

/** 20 a page (TRANSACTION_PAGE_TAKE in @lalebet/shared/payments, kept zod-free here). */
export const PAGE_TAKE = 20;

/** /dashboard/financial-activities: deposits and withdrawals with filters and pages. */
export function FinancialActivities() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [skip, setSkip] = useState(0);
  const list = useTransactions({
    kind: filters.kind,
    status: filters.status,
    from: filters.from || null,
    to: filters.to || null,
    skip,
    take: PAGE_TAKE,
  });
  const filtered = (Object.keys(NO_FILTERS) as (keyof Filters)[]).some((k) => filters[k] !== NO_FILTERS[k]);

  const apply = (next: Filters) => {
    setFilters(next);
    setSkip(0);
  };

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner size={28} label={t('activities.loading')} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{errorMessage(list.error, tc('app.error.title'))}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (list.data.items.length === 0) {
    body = <p className={styles.state}>{t(filtered ? 'activities.emptyFiltered' : 'activities.empty')}</p>;
  } else {
    body = (
      <>
        <TransactionTable items={list.data.items} busy={list.isPlaceholderData} />
        <Pager
          skip={skip}
          take={PAGE_TAKE}
          shown={list.data.items.length}
          total={list.data.total}
          onSkip={setSkip}
          ns="payments"
        />
      </>
    );
  }

  return (
    <AccountPage title={t('activities.title')} lead={t('activities.lead')}>
      <DebtLines history={list.data?.debts} />
      <TransactionFilters value={filters} onApply={apply} />
      {body}
    </AccountPage>
  );
}
