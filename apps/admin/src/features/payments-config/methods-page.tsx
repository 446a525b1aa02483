import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Badge, Money } from '@/components/display';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { type AdminMethod, type MethodsQuery, useMethods } from './api/list-methods';
import { EditMethodDialog } from './components/edit-method-dialog';
import { actionsHeader } from '@/components/columns';

/** Deposit and withdraw methods: limits, order and switch; players see a change at once. */
export default function MethodsPage() {
  const { t } = useTranslation('paymentsConfig');
  const { params, update, query } = useListParams({ take: 50, sort: 'sort' });
  const methods = useMethods(query as MethodsQuery);
  const [editing, setEditing] = useState<AdminMethod | null>(null);

  const columns = useMemo<ColumnDef<AdminMethod, unknown>[]>(
    () => [
      { id: 'name', header: t('name'), accessorKey: 'name' },
      {
        id: 'direction',
        header: t('direction'),
        cell: ({ row }) => (row.original.direction === 1 ? t('deposit') : t('withdraw')),
      },
      { id: 'min', header: t('min'), cell: ({ row }) => <Money minor={row.original.minAmount} /> },
      { id: 'max', header: t('max'), cell: ({ row }) => <Money minor={row.original.maxAmount} /> },
      { id: 'sort', header: t('sort'), accessorKey: 'sort' },
      {
        id: 'enabled',
        header: t('status'),
        cell: ({ row }) =>
          row.original.enabled ? <Badge tone="good">{t('on')}</Badge> : <Badge tone="warn">{t('off')}</Badge>,
      },
      {
        ...actionsHeader(t),
        cell: ({ row }) => (
          <Button
            variant="ghost"
            onClick={() => setEditing(row.original)}
            title={t('editTitle', { name: row.original.name })}
          >
            {t('edit')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="filters">
        <SelectField
          label={t('direction')}
          value={params.filters.direction ?? ''}
          onChange={(e) => update({ filters: { direction: e.target.value } })}
          options={[
            { value: '', label: t('all') },
            { value: '1', label: t('deposit') },
            { value: '2', label: t('withdraw') },
          ]}
        />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        query={methods}
        params={params}
        onChange={update}
        sortable={['name', 'sort']}
        rowKey={(r) => r.id}
      />
      {editing && <EditMethodDialog key={editing.id} method={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
