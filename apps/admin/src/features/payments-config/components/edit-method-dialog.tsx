import { type AdminPaymentMethodUpdate, adminPaymentMethodUpdateSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import type { AdminMethod } from '../api/list-methods';
import { useUpdateMethod } from '../api/update-method';
import { liraField, minorToLira } from './lira-input';

/** Limits typed in lira become kuruş, then the shared schema checks them as the server will. */
const methodForm = z
  .object({ minAmount: liraField(), maxAmount: liraField(), sort: z.string(), enabled: z.boolean() })
  .transform((v): AdminPaymentMethodUpdate => ({ ...v, sort: Number(v.sort) }))
  .pipe(adminPaymentMethodUpdateSchema);

/**
 * Limits (typed in lira, sent in kuruş), place and switch of one method. The shared schema checks
 * the form before it is sent; the server checks again against the stored row.
 */
export function EditMethodDialog({ method, onClose }: { method: AdminMethod; onClose: () => void }) {
  const { t } = useTranslation('paymentsConfig');
  const save = useUpdateMethod();
  const form = useAdminForm(methodForm, {
    minAmount: minorToLira(method.minAmount),
    maxAmount: minorToLira(method.maxAmount),
    sort: String(method.sort),
    enabled: method.enabled,
  });
  const limits = { minimum: 0.01, maximum: '' };
  return (
    <FormDialog
      form={form}
      title={t('editTitle', { name: method.name })}
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await save.mutateAsync({ id: method.id, ...body });
        toast.success(res.message || t('saved'));
        onClose();
      }}
    >
      <TextField
        label={t('min')}
        inputMode="decimal"
        {...form.register('minAmount')}
        error={form.errorOf('minAmount', limits)}
        hint={t('liraHint')}
      />
      <TextField
        label={t('max')}
        inputMode="decimal"
        {...form.register('maxAmount')}
        error={form.errorOf('maxAmount', limits)}
      />
      <TextField
        label={t('sort')}
        type="number"
        min={0}
        {...form.register('sort')}
        error={form.errorOf('sort', limits)}
        hint={t('sortHint')}
      />
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('enabledLabel')}
      </label>
    </FormDialog>
  );
}
