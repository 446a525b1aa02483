import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useDebts } from './api/list-debts';
import { debtColumns } from './components/debt-columns';

/**
 * Open debts from settlement corrections across players, oldest first
 * (docs/decisions/104-debt-write-off.md): each blocks the player's withdrawals until it is
 * collected or written off from Player 360.
 */
export default function DebtsPage() {
  const { t } = useTranslation('debts');
  const { params, update, query } = useListParams({ take: 25 });
  const list = useDebts({ skip: query.skip, take: query.take });
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="hint">{t('intro')}</p>
      <DataTable
        caption={t('title')}
        columns={debtColumns(t)}
        query={list}
        params={params}
        onChange={update}
        rowKey={(r) => r.id}
      />
    </>
  );
}
