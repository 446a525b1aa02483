import { zodResolver } from '@hookform/resolvers/zod';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASON_CODES } from '@lalebet/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField, TextArea, TextField } from '@/components/field';
import { formatMoney } from '@/lib/format';
import {
  type CreateAdjustmentRequest,
  createAdjustmentRequestSchema,
  useCreateAdjustment,
} from '../api/create-adjustment';

/**
 * A manual credit or debit. The amount is typed in kuruş (what the API takes) and shown back in
 * lira under the field, so a slipped zero is seen before it is sent.
 */
export function NewAdjustmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('money');
  const create = useCreateAdjustment();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateAdjustmentRequest>({
    resolver: zodResolver(createAdjustmentRequestSchema),
    defaultValues: {
      customerId: '' as never,
      direction: 'credit',
      amount: '',
      reasonCode: 'goodwill_credit',
      note: '',
    },
  });
  const err = (m?: string) => (m ? t(`validation:${m}`, { defaultValue: m }) : undefined);
  const amount = String(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const preview = /^[1-9]\d{0,14}$/.test(amount) ? formatMoney(amount) : undefined;
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const res = await create.mutateAsync(v);
      toast.success(res.message || t(res.data.status === 'executed' ? 'adj.executed' : 'adj.pending'));
      form.reset();
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });
  const errors = form.formState.errors;
  return (
    <Dialog open={open} title={t('adj.new')} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        {error && (
          <p className="alert alert-bad" role="alert">
            {error}
          </p>
        )}
        <TextField
          label={t('adj.customerId')}
          inputMode="numeric"
          {...form.register('customerId')}
          error={err(errors.customerId?.message)}
        />
        <SelectField
          label={t('adj.direction')}
          options={ADJUSTMENT_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
          {...form.register('direction')}
        />
        <TextField
          label={t('adj.amount')}
          inputMode="numeric"
          hint={preview ?? t('adj.amountHint')}
          {...form.register('amount')}
          error={err(errors.amount?.message)}
        />
        <SelectField
          label={t('adj.reasonCode')}
          options={ADJUSTMENT_REASON_CODES.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
          {...form.register('reasonCode')}
        />
        <TextArea
          label={t('adj.note')}
          rows={3}
          maxLength={500}
          {...form.register('note')}
          error={err(errors.note?.message)}
        />
        <p className="hint">{t('adj.fourEyesHint')}</p>
        <div className="form-actions">
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('adj.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
