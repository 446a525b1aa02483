import { ADJUSTMENT_STATUSES, type Adjustment } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { useAdjustments } from './api/list-adjustments';
import { adjustmentColumns } from './components/adjustment-columns';
import { NewAdjustmentDialog } from './components/new-adjustment-dialog';
import { ReviewDialog } from './components/review-dialog';
import { actionsHeader } from '@/components/columns';

export default function AdjustmentsPage() {
  const { t } = useTranslation('money');
  const { params, update, query } = useListParams({ take: 25, sort: 'requestedAt' });
  const list = useAdjustments(query);
  const canRequest = useCan('adjustments:request');
  // Player 360's "adjust balance" link arrives with ?customerId=: the list shows that player's
  // adjustments and the new-adjustment form opens with them filled in.
  const preset = params.filters.customerId;
  const [creating, setCreating] = useState(preset !== undefined);
  const [open, setOpen] = useState<Adjustment | null>(null);
  const columns = useMemo<ColumnDef<Adjustment, unknown>[]>(
    () => [
      ...adjustmentColumns(t),
      {
        ...actionsHeader(t),
        cell: ({ row }) => (
          <Button variant="ghost" onClick={() => setOpen(row.original)}>
            {row.original.allowedActions.length ? t('action.review') : t('action.view')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('adj.title')}
        actions={
          canRequest && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('adj.new')}
            </Button>
          )
        }
      />
      <div className="filters">
        <SelectField
          label={t('col.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ filters: { status: e.target.value } })}
          options={[
            { value: '', label: t('status.all') },
            ...ADJUSTMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      </div>
      <DataTable
        caption={t('adj.title')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        sortable={['requestedAt', 'amount']}
        rowKey={(r) => r.id}
      />
      <NewAdjustmentDialog
        open={creating && canRequest}
        customerId={preset}
        onClose={() => setCreating(false)}
      />
      {open && (
        <ReviewDialog key={open.id} request={{ ...open, kind: 'adjustment' }} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
