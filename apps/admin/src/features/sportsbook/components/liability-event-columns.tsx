import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { Badge, DateTime, Money } from '@/components/display';
import { paths } from '@/lib/paths';
import type { LiabilityEvent } from '../api/list-liability-events';
import type { Suspension } from './suspension-dialog';

type Options = { t: TFunction; canTrade: boolean; onSuspension: (s: Suspension) => void };

/** Suspend, or resume what a trader suspended, for one event. */
export const eventSuspension = (e: { eventId: string; eventName: string; manual: boolean }): Suspension => ({
  action: e.manual ? 'resume' : 'suspend',
  target: { kind: 'event', eventId: e.eventId, name: e.eventName },
});

/** The liability list's columns: the event (to its markets), its stake and its worst outcome. */
export const liabilityEventColumns = ({
  t,
  canTrade,
  onSuspension,
}: Options): ColumnDef<LiabilityEvent, unknown>[] => [
  {
    id: 'event',
    header: t('col.event'),
    cell: ({ row }) => (
      <>
        <Link to={paths.sportsbookEvent(row.original.eventId)}>{row.original.eventName}</Link>{' '}
        {row.original.live && <Badge tone="good">{t('live')}</Badge>}{' '}
        {row.original.manual && <Badge tone="bad">{t('manualSuspended')}</Badge>}
      </>
    ),
  },
  { id: 'sport', header: t('col.sport'), cell: ({ row }) => t(`sport.${row.original.sport}`) },
  { id: 'tournament', header: t('col.tournament'), accessorKey: 'tournament' },
  {
    id: 'startTime',
    header: t('col.startTime'),
    cell: ({ row }) => <DateTime iso={row.original.startTime} />,
  },
  { id: 'openBets', header: t('col.openBets'), accessorKey: 'openBets' },
  { id: 'stake', header: t('col.stake'), cell: ({ row }) => <Money minor={row.original.stake} /> },
  {
    id: 'liability',
    header: t('col.liability'),
    cell: ({ row }) => <Money minor={row.original.liability} />,
  },
  {
    ...actionsHeader(t),
    cell: ({ row }) => {
      if (!canTrade) return null;
      const s = eventSuspension(row.original);
      return (
        <Button variant={s.action === 'suspend' ? 'danger' : 'secondary'} onClick={() => onSuspension(s)}>
          {t(`action.${s.action}`)}
        </Button>
      );
    },
  },
];
