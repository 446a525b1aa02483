import { TIMEOUT_PERIODS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SelectField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';
import { useAdminForm } from '@/components/use-admin-form';
import { useImposeTimeout } from '../api/impose-timeout';
import { staffTimeoutForm } from './protection-forms';

/**
 * Staff put the player on a time-out, with a reason (docs/decisions/025-exclusions-and-sessions.md):
 * every session ends at once, and one shorter than the block in force is refused.
 */
export function TimeoutDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('player360');
  const impose = useImposeTimeout(id);
  const form = useAdminForm(staffTimeoutForm, { period: '24h', reason: '' });
  return (
    <FormDialog
      form={form}
      title={t('manage.timeout')}
      description={t('manage.timeoutBody')}
      submitLabel={t('manage.startTimeout')}
      danger
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await impose.mutateAsync(body);
        toast.success(res.message || t('manage.timeoutStarted'));
        onClose();
      }}
    >
      <SelectField
        label={t('manage.timeoutPeriod')}
        options={TIMEOUT_PERIODS.map((p) => ({ value: p, label: t(`timeoutPeriod.${p}`) }))}
        {...form.register('period')}
        error={form.errorOf('period')}
      />
      <ReasonField form={form} />
    </FormDialog>
  );
}
