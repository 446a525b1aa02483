import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { createStaffRequestSchema, useCreateStaff, useRoles, type CreateStaffInput } from '../api/staff';
import { RolePicker } from './role-picker';
import { playerNumber } from './player-number';

export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const roles = useRoles();
  const create = useCreateStaff();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateStaffInput>({
    resolver: zodResolver(createStaffRequestSchema),
    defaultValues: { username: '', email: '', phone: '', roles: [] },
  });
  const err = (m?: string) => (m ? t(`validation:${m}`, { defaultValue: m }) : undefined);
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const res = await create.mutateAsync(v);
      // "Invitation sent", or "sent for approval" when a role carries a money permission.
      toast.success(res.message || t(res.data.status === 'pending' ? 'pendingApproval' : 'invited'));
      form.reset();
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <Dialog open={open} title={t('create')} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        {error && (
          <p className="alert alert-bad" role="alert">
            {error}
          </p>
        )}
        <TextField
          label={t('username')}
          autoComplete="off"
          {...form.register('username')}
          error={err(form.formState.errors.username?.message)}
        />
        <p className="hint">{t('inviteHint')}</p>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          {...form.register('email')}
          error={err(form.formState.errors.email?.message)}
        />
        <TextField
          label={t('phone')}
          inputMode="tel"
          autoComplete="off"
          hint={t('phoneHint')}
          {...form.register('phone')}
          error={err(form.formState.errors.phone?.message)}
        />
        <TextField
          label={t('customerId')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('customerIdHint')}
          {...form.register('customerId', { setValueAs: playerNumber })}
          error={err(form.formState.errors.customerId?.message)}
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
        <div className="form-actions">
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
