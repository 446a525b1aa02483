import type { ApprovalItem } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useApprovals } from './api/list-approvals';
import { approvalColumns } from './components/approval-columns';
import { ReviewDialog } from './components/review-dialog';
import { actionsHeader } from '@/components/columns';

/**
 * The approvals inbox: every kind of request someone else made that the caller may decide
 * (docs/decisions/035-four-eyes-approvals.md), adjustments and bonus grants alike.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation('money');
  const { params, update, query } = useListParams({ take: 25, sort: 'requestedAt' });
  const list = useApprovals({ ...query, order: params.order });
  const [open, setOpen] = useState<ApprovalItem | null>(null);
  const columns = useMemo<ColumnDef<ApprovalItem, unknown>[]>(
    () => [
      ...approvalColumns(t),
      {
        ...actionsHeader(t),
        cell: ({ row }) => (
          <Button
            variant="primary"
            onClick={() => setOpen(row.original)}
            title={`${t(`kind.${row.original.kind}`)} #${row.original.id}`}
          >
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
        query={list}
        params={params}
        onChange={update}
        sortable={['requestedAt', 'amount']}
        rowKey={(r) => `${r.kind}:${r.id}`}
      />
      {open && <ReviewDialog key={`${open.kind}:${open.id}`} request={open} onClose={() => setOpen(null)} />}
    </>
  );
}
