import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { setStaffRolesRequestSchema, useRoles, useSetStaffRoles, type StaffMember } from '../api/staff';
import { RolePicker } from './role-picker';

export function EditRolesDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const roles = useRoles();
  const save = useSetStaffRoles();
  const form = useAdminForm(setStaffRolesRequestSchema, { roles: member.roles });
  return (
    <FormDialog
      form={form}
      wide
      title={t('editRolesOf', { name: member.username })}
      onClose={onClose}
      onSubmit={async ({ roles: value }) => {
        const res = await save.mutateAsync({ id: member.id, roles: value });
        toast.success(res.message || t('saved'));
        onClose();
      }}
    >
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <RolePicker roles={roles.data ?? []} value={field.value} onChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
