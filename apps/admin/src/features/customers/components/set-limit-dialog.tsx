import { type AdminCustomerProtection, LIMIT_BOUNDS, LIMIT_KINDS, LIMIT_PERIODS } from '@lalebet/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';
import { useAdminForm } from '@/components/use-admin-form';
import { formatDecimal, formatMoney } from '@/lib/format';
import { useSetLimit } from '../api/set-limit';
import { staffLimitForm } from './protection-forms';

type Limit = AdminCustomerProtection['limits'][number];

/**
 * Staff add a limit or lower one (docs/rules.md R12), with a reason. The lowest limit of the
 * chosen kind and period is shown under the value, as the server refuses anything above it.
 */
export function SetLimitDialog({
  id,
  limits,
  onClose,
}: {
  id: string;
  limits: Limit[];
  onClose: () => void;
}) {
  const { t } = useTranslation('player360');
  const set = useSetLimit(id);
  const form = useAdminForm(staffLimitForm, { kind: 'deposit', period: 'day', value: '', reason: '' });
  const [kind, period] = useWatch({ control: form.control, name: ['kind', 'period'] });
  const minutes = kind === 'session';
  const same = limits.filter((l) => l.kind === kind && l.period === period).map((l) => l.value);
  const ceiling = same.length > 0 ? Math.min(...same) : null;
  const shown = (v: number) => (minutes ? t('minutes', { n: v }) : formatMoney(Math.round(v * 100)));
  return (
    <FormDialog
      form={form}
      title={t('manage.setLimit')}
      description={t('manage.setLimitBody')}
      submitLabel={t('manage.saveLimit')}
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await set.mutateAsync(body);
        toast.success(res.message || t('manage.limitSaved'));
        onClose();
      }}
    >
      <SelectField
        label={t('manage.kind')}
        options={LIMIT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        {...form.register('kind')}
        error={form.errorOf('kind')}
      />
      <SelectField
        label={t('manage.period')}
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        {...form.register('period')}
        error={form.errorOf('period')}
      />
      <TextField
        label={t(minutes ? 'manage.valueMinutes' : 'manage.valueLira')}
        inputMode={minutes ? 'numeric' : 'decimal'}
        hint={
          ceiling === null
            ? t(minutes ? 'manage.minutesHint' : 'manage.liraHint')
            : t('manage.ceiling', { value: shown(ceiling) })
        }
        {...form.register('value')}
        error={form.errorOf('value', { maximum: formatDecimal(LIMIT_BOUNDS.maxAmount) })}
      />
      <ReasonField form={form} />
    </FormDialog>
  );
}
