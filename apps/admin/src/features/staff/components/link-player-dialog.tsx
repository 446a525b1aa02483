import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { setStaffCustomerRequestSchema, useSetStaffCustomer, type StaffMember } from '../api/staff';
import { playerNumber } from './player-number';

const linkForm = z
  .object({ customerId: z.string() })
  .transform((v) => ({ customerId: playerNumber(v.customerId) }))
  .pipe(setStaffCustomerRequestSchema);

/**
 * Names the player account of the person behind a staff account, or clears it: they then
 * never request nor approve money for that player (docs/decisions/035-four-eyes-approvals.md).
 */
export function LinkPlayerDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const save = useSetStaffCustomer();
  const form = useAdminForm(linkForm, {
    customerId: member.customerId === null ? '' : String(member.customerId),
  });
  return (
    <FormDialog
      form={form}
      title={t('linkTitle', { name: member.username })}
      onClose={onClose}
      onSubmit={async ({ customerId }) => {
        const res = await save.mutateAsync({ id: member.id, customerId });
        toast.success(res.message || t('saved'));
        onClose();
      }}
    >
      <TextField
        label={t('customerId')}
        inputMode="numeric"
        autoComplete="off"
        {...form.register('customerId')}
        error={form.errorOf('customerId') && t('validation:v.invalid')}
        hint={t('customerIdHint')}
      />
    </FormDialog>
  );
}
