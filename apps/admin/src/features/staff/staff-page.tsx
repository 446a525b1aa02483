import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Badge, DateTime } from '@/components/display';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { paths } from '@/lib/paths';
import { toast } from 'sonner';
import { ReasonDialog } from '@/components/reason-dialog';
import { useDisableStaff, useEnableStaff, useReinviteStaff, useStaff, type StaffMember } from './api/staff';
import { CreateStaffDialog } from './components/create-staff-dialog';
import { EditRolesDialog } from './components/edit-roles-dialog';
import { LinkPlayerDialog } from './components/link-player-dialog';
import { StaffUnlockDialog } from './components/staff-unlock-dialog';

const done = (message: string) => (res: { message?: string }) => toast.success(res.message || message);
const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : String(e));

export default function StaffPage() {
  const { t } = useTranslation('staff');
  const { params, update } = useListParams({ take: 25 });
  const staff = useStaff({ skip: params.skip, take: params.take });
  const canManage = useCan('staff:manage');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [linking, setLinking] = useState<StaffMember | null>(null);
  const [unlocking, setUnlocking] = useState<StaffMember | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const disable = useDisableStaff();
  const enable = useEnableStaff();
  const reinvite = useReinviteStaff();

  const columns = useMemo<ColumnDef<StaffMember, unknown>[]>(
    () => [
      { id: 'username', header: t('username'), accessorKey: 'username' },
      { id: 'roles', header: t('roles'), cell: ({ row }) => row.original.roles.join(', ') || '—' },
      {
        id: 'twoFactor',
        header: t('twoFactor'),
        cell: ({ row }) =>
          row.original.twoFactor ? (
            <Badge tone="good">{t('on')}</Badge>
          ) : (
            <Badge tone="warn">{t('off')}</Badge>
          ),
      },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row }) =>
          row.original.disabled ? (
            <Badge tone="bad">{t('disabled')}</Badge>
          ) : row.original.invited ? (
            <Badge tone="warn">{t('invitedBadge')}</Badge>
          ) : (
            <Badge>{t('active')}</Badge>
          ),
      },
      {
        id: 'customerId',
        header: t('customerId'),
        cell: ({ row }) => (row.original.customerId === null ? '—' : `#${row.original.customerId}`),
      },
      {
        id: 'createdAt',
        header: t('createdAt'),
        cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('common:actions')}</span>,
        cell: ({ row }) =>
          canManage ? (
            <>
              <Button
                variant="ghost"
                onClick={() => setEditing(row.original)}
                title={`${t('editRoles')}: ${row.original.username}`}
              >
                {t('editRoles')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => setLinking(row.original)}
                title={`${t('linkPlayer')}: ${row.original.username}`}
              >
                {t('linkPlayer')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => setUnlocking(row.original)}
                title={`${t('unlock')}: ${row.original.username}`}
              >
                {t('unlock')}
              </Button>
              {row.original.invited && !row.original.disabled && (
                <Button
                  variant="ghost"
                  onClick={() => reinvite.mutateAsync(row.original.id).then(done(t('reinvited')), fail)}
                  title={`${t('reinvite')}: ${row.original.username}`}
                >
                  {t('reinvite')}
                </Button>
              )}
              {row.original.disabled ? (
                <Button
                  variant="ghost"
                  onClick={() => enable.mutateAsync(row.original.id).then(done(t('enabledDone')), fail)}
                  title={`${t('enable')}: ${row.original.username}`}
                >
                  {t('enable')}
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  onClick={() => setDisabling(row.original)}
                  title={`${t('disable')}: ${row.original.username}`}
                >
                  {t('disable')}
                </Button>
              )}
            </>
          ) : null,
      },
    ],
    [t, canManage, enable, reinvite],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Link className="btn btn-ghost" to={paths.roles}>
              {t('rolesTitle')}
            </Link>
            {canManage && (
              <Button variant="primary" onClick={() => setCreating(true)}>
                {t('create')}
              </Button>
            )}
          </>
        }
      />
      <DataTable
        caption={t('title')}
        columns={columns}
        page={staff.data}
        loading={staff.isPending}
        error={staff.error?.message}
        params={params}
        onChange={update}
        rowKey={(r) => r.id}
      />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      {editing && <EditRolesDialog key={editing.id} member={editing} onClose={() => setEditing(null)} />}
      {linking && <LinkPlayerDialog key={linking.id} member={linking} onClose={() => setLinking(null)} />}
      {unlocking && (
        <StaffUnlockDialog key={unlocking.id} member={unlocking} onClose={() => setUnlocking(null)} />
      )}
      {disabling && (
        <ReasonDialog
          open
          danger
          title={t('disableTitle', { name: disabling.username })}
          confirmLabel={t('disable')}
          onConfirm={async (reason) => {
            const res = await disable.mutateAsync({ id: disabling.id, reason });
            toast.success(res.message || t('disabledDone'));
          }}
          onClose={() => setDisabling(null)}
        />
      )}
    </>
  );
}
