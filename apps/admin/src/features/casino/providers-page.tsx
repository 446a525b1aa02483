import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { paths } from '@/lib/paths';
import { type AdminProvider, type ProvidersQuery, useProviders } from './api/list-providers';
import { useUpdateProvider } from './api/update-provider';
import { EnabledSwitch } from './components/enabled-switch';

/** Studios: switching one off takes all its games out of the lobby at once. */
export default function ProvidersPage() {
  const { t } = useTranslation('casino');
  const { params, update, query } = useListParams({ take: 50, sort: 'name' });
  const providers = useProviders(query as ProvidersQuery);
  const save = useUpdateProvider();

  const columns = useMemo<ColumnDef<AdminProvider, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('provider'),
        cell: ({ row }) => (
          <Link to={`${paths.casino}?providerId=${row.original.id}`}>{row.original.name}</Link>
        ),
      },
      { id: 'launcher', header: t('launcher'), accessorKey: 'launcher' },
      {
        id: 'games',
        header: t('gameCount'),
        cell: ({ row }) => t('gamesOn', { on: row.original.enabledGameCount, total: row.original.gameCount }),
      },
      { id: 'sort', header: t('sort'), accessorKey: 'sort' },
      {
        id: 'enabled',
        header: t('enabled'),
        cell: ({ row }) => (
          <EnabledSwitch
            checked={row.original.enabled}
            label={t('enableProvider', { name: row.original.name })}
            busy={save.isPending && save.variables?.id === row.original.id}
            onChange={async (enabled) => {
              try {
                await save.mutateAsync({ id: row.original.id, enabled });
                toast.success(t('saved'));
              } catch (e) {
                toast.error(e instanceof Error ? e.message : String(e));
              }
            }}
          />
        ),
      },
    ],
    [t, save],
  );

  return (
    <>
      <PageHeader title={t('providersTitle')} />
      <DataTable
        caption={t('providersTitle')}
        columns={columns}
        query={providers}
        params={params}
        onChange={update}
        sortable={['name', 'sort']}
        rowKey={(r) => r.id}
      />
    </>
  );
}
