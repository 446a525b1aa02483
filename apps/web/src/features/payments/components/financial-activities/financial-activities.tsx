import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { HistoryList } from '@/components/ui/history-table/history-list';
import { EmptyState } from '@/components/ui/query-state';
import { useTransactions } from '../../api/get-transactions';
import { NO_FILTERS, type Filters, TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import { DebtLines } from './debt-lines';

/** 20 a page (TRANSACTION_PAGE_TAKE in @lalebet/shared/payments, kept zod-free here). */
export const PAGE_TAKE = 20;

/** /dashboard/financial-activities: deposits and withdrawals with filters and pages. */
export function FinancialActivities() {
  const { t } = useTranslation('payments');
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

  return (
    <AccountPage title={t('activities.title')} lead={t('activities.lead')}>
      <DebtLines history={list.data?.debts} />
      <TransactionFilters value={filters} onApply={apply} />
      <HistoryList
        list={list}
        skip={skip}
        take={PAGE_TAKE}
        onSkip={setSkip}
        ns="payments"
        loadingLabel={t('activities.loading')}
        retryLabel={t('retry')}
        empty={<EmptyState>{t(filtered ? 'activities.emptyFiltered' : 'activities.empty')}</EmptyState>}
        renderItems={(items, busy) => <TransactionTable items={items} busy={busy} />}
      />
    </AccountPage>
  );
}
