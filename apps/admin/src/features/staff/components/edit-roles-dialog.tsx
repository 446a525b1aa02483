import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useRoles, useSetStaffRoles, type StaffMember } from '../api/staff';
import { RolePicker } from './role-picker';

export function EditRolesDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const roles = useRoles();
  const save = useSetStaffRoles();
  const [value, setValue] = useState<string[]>(member?.roles ?? []);
  const [error, setError] = useState<string | null>(null);
  if (!member) return null;
  return (
    <Dialog
      open
      wide
      title={t('editRolesOf', { name: member.username })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button
            variant="primary"
            busy={save.isPending}
            onClick={async () => {
              setError(null);
              try {
                const res = await save.mutateAsync({ id: member.id, roles: value });
                toast.success(res.message || t('saved'));
                onClose();
              } catch (e) {
                setError(e instanceof Error ? e.message : String(e));
              }
            }}
          >
            {t('common:action.save')}
          </Button>
        </>
      }
    >
      {error && (
        <p className="alert alert-bad" role="alert">
          {error}
        </p>
      )}
      <RolePicker roles={roles.data ?? []} value={value} onChange={setValue} />
    </Dialog>
  );
}
