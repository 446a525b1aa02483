import { PERMISSIONS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useMe } from '@/lib/me';
import { createRoleRequestSchema, useCreateRole } from '../api/staff';

/** A custom role: a name and permissions, only those its author holds (the others are greyed). */
export function CreateRoleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const me = useMe();
  const create = useCreateRole();
  const form = useAdminForm(createRoleRequestSchema, { name: '', permissions: [] });
  const held = new Set(me.data?.permissions ?? []);
  const permissionsError = form.errorOf('permissions', { minimum: 1 });
  return (
    <FormDialog
      form={form}
      wide
      title={t('createRole')}
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await create.mutateAsync(body);
        toast.success(res.message || t('saved'));
        onClose();
      }}
    >
      <TextField
        label={t('roleName')}
        hint={t('roleNameHint')}
        {...form.register('name')}
        error={form.errorOf('name')}
      />
      <fieldset className="checks columns">
        <legend>{t('permissions')}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="check">
            <input type="checkbox" value={p} disabled={!held.has(p)} {...form.register('permissions')} />
            <span>{p}</span>
          </label>
        ))}
        {permissionsError && (
          <small className="error" role="alert">
            {permissionsError}
          </small>
        )}
      </fieldset>
    </FormDialog>
  );
}
