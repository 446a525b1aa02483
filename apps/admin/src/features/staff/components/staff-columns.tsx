import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge, DateTime } from '@/components/display';
import type { StaffMember } from '../api/staff';
import { type StaffDialog, StaffActions } from './staff-actions';
import { actionsHeader } from '@/components/columns';

type Options = {
  t: TFunction;
  canManage: boolean;
  /** The signed-in staff member's username. */
  me: string | undefined;
  open: (dialog: StaffDialog, member: StaffMember) => void;
};

const status = (t: TFunction, m: StaffMember) =>
  m.disabled ? (
    <Badge tone="bad">{t('disabled')}</Badge>
  ) : m.invited ? (
    <Badge tone="warn">{t('invitedBadge')}</Badge>
  ) : (
    <Badge>{t('active')}</Badge>
  );

/** The staff list's columns; the last holds the row's actions for those who manage staff. */
export const staffColumns = ({ t, canManage, me, open }: Options): ColumnDef<StaffMember, unknown>[] => [
  { id: 'username', header: t('username'), accessorKey: 'username' },
  { id: 'roles', header: t('roles'), cell: ({ row }) => row.original.roles.join(', ') || '—' },
  {
    id: 'twoFactor',
    header: t('twoFactor'),
    cell: ({ row }) =>
      row.original.twoFactor ? <Badge tone="good">{t('on')}</Badge> : <Badge tone="warn">{t('off')}</Badge>,
  },
  { id: 'status', header: t('status'), cell: ({ row }) => status(t, row.original) },
  {
    id: 'customerId',
    header: t('customerId'),
    cell: ({ row }) => (row.original.customerId === null ? '—' : `#${row.original.customerId}`),
  },
  { id: 'createdAt', header: t('createdAt'), cell: ({ row }) => <DateTime iso={row.original.createdAt} /> },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      canManage ? (
        <StaffActions member={row.original} self={row.original.username === me} open={open} />
      ) : null,
  },
];
