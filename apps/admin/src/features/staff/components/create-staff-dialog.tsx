import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { createStaffRequestSchema, useCreateStaff, useRoles } from '../api/staff';
import { RolePicker } from './role-picker';
import { playerNumber } from './player-number';

export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <CreateStaffForm onClose={onClose} /> : null;
}

function CreateStaffForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const roles = useRoles();
  const create = useCreateStaff();
  const form = useAdminForm(createStaffRequestSchema, { username: '', email: '', phone: '', roles: [] });
  return (
    <FormDialog
      form={form}
      title={t('create')}
      submitLabel={t('create')}
      wide
      onClose={onClose}
      onSubmit={async (v) => {
        const res = await create.mutateAsync(v);
        // "Invitation sent", or "sent for approval" when a role carries a money permission.
        toast.success(res.message || t(res.data.status === 'pending' ? 'pendingApproval' : 'invited'));
        onClose();
      }}
    >
      <TextField
        label={t('username')}
        autoComplete="off"
        {...form.register('username')}
        error={form.errorOf('username')}
      />
      <p className="hint">{t('inviteHint')}</p>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="off"
        {...form.register('email')}
        error={form.errorOf('email')}
      />
      <TextField
        label={t('phone')}
        inputMode="tel"
        autoComplete="off"
        hint={t('phoneHint')}
        {...form.register('phone')}
        error={form.errorOf('phone')}
      />
      <TextField
        label={t('customerId')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('customerIdHint')}
        {...form.register('customerId', { setValueAs: playerNumber })}
        error={form.errorOf('customerId')}
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <RolePicker roles={roles.data ?? []} value={field.value} onChange={field.onChange} />
        )}
      />
      {form.formState.errors.roles && (
        <p className="error" role="alert">
          {t('pickRole')}
        </p>
      )}
    </FormDialog>
  );
}
