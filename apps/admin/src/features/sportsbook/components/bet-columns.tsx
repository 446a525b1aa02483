import type { AdminSportsBet, TickerRisk } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { Badge, DateTime, Money } from '@/components/display';
import { paths } from '@/lib/paths';
import { BetLegs } from './bet-legs';
import { formatOdds } from './odds';

const RISK_TONE: Record<TickerRisk, 'warn' | 'bad'> = { large_stake: 'warn', sharp: 'bad', liability: 'bad' };

type Options = { t: TFunction; lng: string; onVoid: (bet: AdminSportsBet) => void };

/** The ticker's columns: who, what, how much, and why it is flagged. */
export const betColumns = ({ t, lng, onVoid }: Options): ColumnDef<AdminSportsBet, unknown>[] => [
  { id: 'placedAt', header: t('col.placedAt'), cell: ({ row }) => <DateTime iso={row.original.placedAt} /> },
  {
    id: 'player',
    header: t('col.player'),
    cell: ({ row }) => <Link to={paths.customer(row.original.customerId)}>{row.original.username}</Link>,
  },
  {
    id: 'kind',
    header: t('col.kind'),
    cell: ({ row }) => (
      <>
        {t(`kind.${row.original.kind}`)}
        {row.original.live && <Badge tone="good">{t('live')}</Badge>}
      </>
    ),
  },
  { id: 'legs', header: t('col.legs'), cell: ({ row }) => <BetLegs legs={row.original.legs} lng={lng} /> },
  { id: 'stake', header: t('col.stake'), cell: ({ row }) => <Money minor={row.original.stake} /> },
  { id: 'odds', header: t('col.odds'), cell: ({ row }) => formatOdds(row.original.totalOdds, lng) },
  {
    id: 'potentialWin',
    header: t('col.potentialWin'),
    cell: ({ row }) => <Money minor={row.original.potentialWin} />,
  },
  { id: 'status', header: t('col.status'), cell: ({ row }) => t(`status.${row.original.status}`) },
  {
    id: 'risks',
    header: t('col.risks'),
    cell: ({ row }) =>
      row.original.risks.map((r) => (
        <Badge key={r} tone={RISK_TONE[r]}>
          {t(`risk.${r}`)}
        </Badge>
      )),
  },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      row.original.allowedActions.includes('void') && (
        <Button variant="danger" onClick={() => onVoid(row.original)}>
          {t('void.button')}
        </Button>
      ),
  },
];
