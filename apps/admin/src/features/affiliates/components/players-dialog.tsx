import type { Affiliate } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { DateTime } from '@/components/display';
import type { ListParams } from '@/components/use-list-params';
import { type AffiliatePlayer, useAffiliatePlayers } from '../api/list-affiliate-players';

/** The players one affiliate brought: user code, sign-up and first deposit (no personal data). */
export function PlayersDialog({ affiliate, onClose }: { affiliate: Affiliate; onClose: () => void }) {
  const { t } = useTranslation('affiliates');
  const [params, setParams] = useState<ListParams>({ skip: 0, take: 25, order: 'desc', filters: {} });
  const players = useAffiliatePlayers(affiliate.id, {
    skip: params.skip,
    take: params.take,
    order: params.order,
  });
  const columns = useMemo<ColumnDef<AffiliatePlayer, unknown>[]>(
    () => [
      { id: 'userCode', header: t('userCode'), accessorKey: 'userCode' },
      {
        id: 'registeredAt',
        header: t('registeredAt'),
        cell: ({ row }) => <DateTime iso={row.original.registeredAt} />,
      },
      {
        id: 'firstDepositAt',
        header: t('firstDepositAt'),
        cell: ({ row }) =>
          row.original.firstDepositAt ? <DateTime iso={row.original.firstDepositAt} /> : '–',
      },
    ],
    [t],
  );
  const title = t('playersTitle', { name: affiliate.name, btag: affiliate.btag });
  return (
    <Dialog open wide title={title} onClose={onClose}>
      <DataTable
        caption={title}
        columns={columns}
        query={players}
        params={params}
        onChange={(patch) => setParams((p) => ({ ...p, ...patch }))}
        rowKey={(r) => r.userCode}
      />
    </Dialog>
  );
}
