import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge, DateTime } from '@/components/display';
import type { CustomerTab } from '../api/get-customer-tab';
import { Lira } from './lira';

type Row = Record<string, unknown>;
type Col = ColumnDef<Row, unknown>;

const text = (id: string, t: TFunction): Col => ({
  id,
  header: t(`col.${id}`),
  cell: ({ row }) => String(row.original[id] ?? '—'),
});
const when = (id: string, t: TFunction): Col => ({
  id,
  header: t(`col.${id}`),
  cell: ({ row }) => <DateTime iso={row.original[id] as string | null} />,
});
const money = (id: string, t: TFunction): Col => ({
  id,
  header: t(`col.${id}`),
  cell: ({ row }) => <Lira value={row.original[id] as number | null} />,
});

type Columns = (t: TFunction) => Col[];

const ledgerColumns: Columns = (t) => [
  when('at', t),
  text('code', t),
  money('amount', t),
  {
    id: 'pending',
    header: t('col.pending'),
    cell: ({ row }) => (row.original.pending ? <Badge tone="warn">{t('held')}</Badge> : null),
  },
  money('balanceAfter', t),
];
const paymentColumns: Columns = (t) => [
  when('createdAt', t),
  text('method', t),
  money('amount', t),
  {
    id: 'status',
    header: t('col.status'),
    cell: ({ row }) => t(`paymentStatus.${String(row.original.status)}`),
  },
  text('reasonCode', t),
];
const casinoRoundsColumns: Columns = (t) => [
  when('startedAt', t),
  text('gameCode', t),
  money('stake', t),
  money('win', t),
  text('status', t),
];
const betsColumns: Columns = (t) => [
  when('placedAt', t),
  text('kind', t),
  text('legs', t),
  money('stake', t),
  money('potentialPayout', t),
  money('payout', t),
  text('status', t),
];
const bonusesColumns: Columns = (t) => [
  when('createdAt', t),
  text('title', t),
  money('amount', t),
  money('wageringDone', t),
  money('wageringRequired', t),
  text('status', t),
  when('expiresAt', t),
];
const sessionsColumns: Columns = (t) => [
  when('createdAt', t),
  when('lastActivityAt', t),
  {
    id: 'active',
    header: t('col.active'),
    cell: ({ row }) =>
      row.original.active ? (
        <Badge tone="good">{t('activeSession')}</Badge>
      ) : (
        String(row.original.endReason ?? '—')
      ),
  },
  text('ip', t),
  text('device', t),
  text('browser', t),
];
const notesColumns: Columns = (t) => [when('createdAt', t), text('author', t), text('text', t)];
const notificationsColumns: Columns = (t) => [
  when('createdAt', t),
  text('title', t),
  text('note', t),
  when('readAt', t),
];
const auditColumns: Columns = (t) => [
  when('at', t),
  text('event', t),
  text('actorKind', t),
  text('actorId', t),
  {
    id: 'details',
    header: t('col.details'),
    cell: ({ row }) => <code>{JSON.stringify(row.original.details)}</code>,
  },
];

const BY_TAB: Record<CustomerTab, Columns> = {
  ledger: ledgerColumns,
  deposits: paymentColumns,
  withdrawals: paymentColumns,
  'casino-rounds': casinoRoundsColumns,
  bets: betsColumns,
  bonuses: bonusesColumns,
  sessions: sessionsColumns,
  notes: notesColumns,
  notifications: notificationsColumns,
  audit: auditColumns,
};

/** The columns of each tab; keys are the API's field names, headers `col.<field>`. */
export const tabColumns = (tab: CustomerTab, t: TFunction): Col[] => BY_TAB[tab](t);
