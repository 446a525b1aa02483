import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useCan, useMe } from '@/lib/me';
import { paths } from '@/lib/paths';
import { useDisableStaff, useStaff, type StaffMember } from './api/staff';
import { CreateStaffDialog } from './components/create-staff-dialog';
import { EditRolesDialog } from './components/edit-roles-dialog';
import { LinkPlayerDialog } from './components/link-player-dialog';
import type { StaffDialog } from './components/staff-actions';
import { staffColumns } from './components/staff-columns';
import { StaffUnlockDialog } from './components/staff-unlock-dialog';

export default function StaffPage() {
  const { t } = useTranslation('staff');
  const { params, update } = useListParams({ take: 25 });
  const staff = useStaff({ skip: params.skip, take: params.take });
  const canManage = useCan('staff:manage');
  const me = useMe().data?.username;
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<{ kind: StaffDialog; member: StaffMember } | null>(null);
  const open = (kind: StaffDialog, member: StaffMember) => setDialog({ kind, member });
  const close = () => setDialog(null);
  const disable = useDisableStaff();
  const member = dialog?.member;
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
        columns={staffColumns({ t, canManage, me, open })}
        query={staff}
        params={params}
        onChange={update}
        rowKey={(r) => r.id}
      />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      {member && dialog.kind === 'roles' && (
        <EditRolesDialog key={member.id} member={member} onClose={close} />
      )}
      {member && dialog.kind === 'link' && (
        <LinkPlayerDialog key={member.id} member={member} onClose={close} />
      )}
      {member && dialog.kind === 'unlock' && (
        <StaffUnlockDialog key={member.id} member={member} onClose={close} />
      )}
      {member && dialog.kind === 'disable' && (
        <ReasonDialog
          open
          danger
          title={t('disableTitle', { name: member.username })}
          confirmLabel={t('disable')}
          onConfirm={async (reason) => {
            const res = await disable.mutateAsync({ id: member.id, reason });
            toast.success(res.message || t('disabledDone'));
          }}
          onClose={close}
        />
      )}
    </>
  );
}
