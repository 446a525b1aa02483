import type { Affiliate } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { Badge, DateTime } from '@/components/display';
import { useUpdateAffiliate } from '../api/update-affiliate';

/** The affiliates table's columns: btag, name, players, status, added, and the row's actions. */
export function useAffiliateColumns(onShow: (a: Affiliate) => void) {
  const { t } = useTranslation('affiliates');
  const { mutateAsync } = useUpdateAffiliate();
  return useMemo<ColumnDef<Affiliate, unknown>[]>(() => {
    const toggle = async (a: Affiliate) => {
      const res = await mutateAsync({ id: a.id, status: a.status === 'active' ? 'paused' : 'active' });
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
              onClick={() => onShow(row.original)}
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
  }, [t, mutateAsync, onShow]);
}
