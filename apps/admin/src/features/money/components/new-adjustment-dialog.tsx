import { zodResolver } from '@hookform/resolvers/zod';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASON_CODES, liraTextToMinor } from '@lalebet/shared';
import { z } from 'zod';
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
 * The request's own schema, with the amount typed in lira (`1.250,50`) and turned into the
 * kuruş string the API takes by string arithmetic (liraTextToMinor), never through a float.
 */
const formSchema = createAdjustmentRequestSchema.extend({
  amount: z
    .string()
    .transform(
      (v, ctx) => liraTextToMinor(v) ?? (ctx.addIssue({ code: 'custom', message: 'v.invalid' }), z.NEVER),
    ),
});
type FormInput = z.input<typeof formSchema>;

/**
 * A manual credit or debit, in lira; the amount is shown back formatted under the field, so a
 * slipped zero is seen before it is sent.
 */
export function NewAdjustmentDialog({
  open,
  customerId = '',
  onClose,
}: {
  open: boolean;
  /** The player to prefill (Player 360's link). */
  customerId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const create = useCreateAdjustment();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, CreateAdjustmentRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      customerId: customerId as never,
      direction: 'credit',
      amount: '',
      reasonCode: 'goodwill_credit',
      note: '',
    },
  });
  const err = (m?: string) => (m ? t(`validation:${m}`, { defaultValue: m }) : undefined);
  const amount = String(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const minor = liraTextToMinor(amount);
  const preview = minor ? formatMoney(minor) : undefined;
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
          inputMode="decimal"
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
