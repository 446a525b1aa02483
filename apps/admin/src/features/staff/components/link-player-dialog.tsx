import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { setStaffCustomerRequestSchema, useSetStaffCustomer, type StaffMember } from '../api/staff';
import { playerNumber } from './player-number';

/**
 * Names the player account of the person behind a staff account, or clears it: they then
 * never request nor approve money for that player (docs/decisions/035-four-eyes-approvals.md).
 */
export function LinkPlayerDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const save = useSetStaffCustomer();
  const [value, setValue] = useState(member.customerId === null ? '' : String(member.customerId));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    const parsed = setStaffCustomerRequestSchema.safeParse({ customerId: playerNumber(value) });
    if (!parsed.success) return setError(t('validation:v.invalid'));
    try {
      const res = await save.mutateAsync({ id: member.id, customerId: parsed.data.customerId });
      toast.success(res.message || t('saved'));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Dialog
      open
      title={t('linkTitle', { name: member.username })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button variant="primary" busy={save.isPending} onClick={submit}>
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
      <TextField
        label={t('customerId')}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint={t('customerIdHint')}
      />
    </Dialog>
  );
}
