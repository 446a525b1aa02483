import type { Adjustment } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useAdjustments } from './api/list-adjustments';
import { adjustmentColumns } from './components/adjustment-columns';
import { ReviewDialog } from './components/review-dialog';

/** The approvals inbox: open requests someone else made, oldest first. */
export default function ApprovalsPage() {
  const { t } = useTranslation('money');
  const { params, update, query } = useListParams({ take: 25, sort: 'requestedAt' });
  const list = useAdjustments({ ...query, mine: 'true', order: params.order });
  const [open, setOpen] = useState<Adjustment | null>(null);
  const columns = useMemo<ColumnDef<Adjustment, unknown>[]>(
    () => [
      ...adjustmentColumns(t).filter((c) => c.id !== 'status'),
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('common:actions')}</span>,
        cell: ({ row }) => (
          <Button variant="primary" onClick={() => setOpen(row.original)}>
            {t('action.review')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('approvals.title')} />
      <p className="hint">{t('approvals.help')}</p>
      <DataTable
        caption={t('approvals.title')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error?.message}
        params={params}
        onChange={update}
        sortable={['requestedAt', 'amount']}
        rowKey={(r) => r.id}
      />
      {open && <ReviewDialog key={open.id} request={open} onClose={() => setOpen(null)} />}
    </>
  );
}
