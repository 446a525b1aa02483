import type { Affiliate } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { Badge, DateTime } from '@/components/display';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { type AffiliatesQuery, useAffiliates } from './api/list-affiliates';
import { useUpdateAffiliate } from './api/update-affiliate';
import { CreateAffiliateDialog } from './components/create-affiliate-dialog';
import { PlayersDialog } from './components/players-dialog';

/** Affiliates (docs/decisions/092): their btags, how many players each brought, pause and resume. */
export default function AffiliatesPage() {
  const { t } = useTranslation('affiliates');
  const { params, update, query } = useListParams({ sort: 'createdAt' });
  const list = useAffiliates(query as AffiliatesQuery);
  const change = useUpdateAffiliate();
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<Affiliate | null>(null);

  const columns = useMemo<ColumnDef<Affiliate, unknown>[]>(() => {
    const toggle = async (a: Affiliate) => {
      const res = await change.mutateAsync({ id: a.id, status: a.status === 'active' ? 'paused' : 'active' });
      toast.success(res.message || t('saved'));
    };
    return [
      { id: 'btag', header: t('btag'), accessorKey: 'btag' },
      { id: 'name', header: t('name'), accessorKey: 'name' },
      { id: 'players', header: t('players'), accessorKey: 'players' },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row }) =>
          row.original.status === 'active' ? (
            <Badge tone="good">{t('active')}</Badge>
          ) : (
            <Badge tone="warn">{t('paused')}</Badge>
          ),
      },
      {
        id: 'createdAt',
        header: t('createdAt'),
        cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
      },
      {
        ...actionsHeader(t),
        cell: ({ row }) => (
          <>
            <Button
              variant="ghost"
              onClick={() => setShowing(row.original)}
              aria-label={t('showPlayers', { btag: row.original.btag })}
            >
              {t('playersAction')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => void toggle(row.original)}
              aria-label={t(row.original.status === 'active' ? 'pause' : 'resume', {
                btag: row.original.btag,
              })}
            >
              {t(row.original.status === 'active' ? 'pauseAction' : 'resumeAction')}
            </Button>
          </>
        ),
      },
    ];
  }, [t, change]);

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      <DataTable
        caption={t('title')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        sortable={['btag', 'players', 'createdAt']}
        rowKey={(r) => r.id}
      />
      {adding && <CreateAffiliateDialog onClose={() => setAdding(false)} />}
      {showing && <PlayersDialog affiliate={showing} onClose={() => setShowing(null)} />}
    </>
  );
}
