import { formErrorsOf } from '@/lib/form-errors';
import { adminPaymentMethodUpdateSchema } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import type { AdminMethod } from '../api/list-methods';
import { useUpdateMethod } from '../api/update-method';
import { liraToMinor, minorToLira } from './lira-input';

/**
 * Limits (typed in lira, sent in kuruş), place and switch of one method. The shared schema checks
 * the form before it is sent; the server checks again against the stored row.
 */
export function EditMethodDialog({ method, onClose }: { method: AdminMethod; onClose: () => void }) {
  const { t } = useTranslation('paymentsConfig');
  const save = useUpdateMethod();
  const [min, setMin] = useState(minorToLira(method.minAmount));
  const [max, setMax] = useState(minorToLira(method.maxAmount));
  const [sort, setSort] = useState(String(method.sort));
  const [enabled, setEnabled] = useState(method.enabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const v = (key: string) => t(`validation:${key}`, { defaultValue: key, minimum: 0.01, maximum: '' });

  const submit = async () => {
    const minAmount = liraToMinor(min);
    const maxAmount = liraToMinor(max);
    const local: Record<string, string> = {};
    if (minAmount === null) local.minAmount = v('v.twoDecimals');
    if (maxAmount === null) local.maxAmount = v('v.twoDecimals');
    const body = {
      minAmount: minAmount ?? undefined,
      maxAmount: maxAmount ?? undefined,
      sort: Number(sort),
      enabled,
    };
    const parsed = adminPaymentMethodUpdateSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) local[String(issue.path[0] ?? 'form')] ??= v(issue.message);
    setErrors(local);
    if (Object.keys(local).length || !parsed.success) return;
    try {
      const res = await save.mutateAsync({ id: method.id, ...parsed.data });
      toast.success(res.message || t('saved'));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };

  return (
    <Dialog
      open
      title={t('editTitle', { name: method.name })}
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
      {errors.form && (
        <p className="alert alert-bad" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label={t('min')}
        inputMode="decimal"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        error={errors.minAmount}
        hint={t('liraHint')}
      />
      <TextField
        label={t('max')}
        inputMode="decimal"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        error={errors.maxAmount}
      />
      <TextField
        label={t('sort')}
        type="number"
        min={0}
        value={sort}
        onChange={(e) => setSort(e.target.value)}
        error={errors.sort}
        hint={t('sortHint')}
      />
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('enabledLabel')}
      </label>
    </Dialog>
  );
}
