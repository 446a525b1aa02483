import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASON_CODES, liraTextToMinor } from '@lalebet/shared';
import { z } from 'zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SelectField, TextArea, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { formatMoney } from '@/lib/format';
import { createAdjustmentRequestSchema, useCreateAdjustment } from '../api/create-adjustment';

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
  return open ? <NewAdjustmentForm customerId={customerId} onClose={onClose} /> : null;
}

function NewAdjustmentForm({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation('money');
  const create = useCreateAdjustment();
  const form = useAdminForm(formSchema, {
    customerId: customerId as never,
    direction: 'credit',
    amount: '',
    reasonCode: 'goodwill_credit',
    note: '',
  });
  const amount = String(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const minor = liraTextToMinor(amount);
  const preview = minor ? formatMoney(minor) : undefined;
  return (
    <FormDialog
      form={form}
      title={t('adj.new')}
      submitLabel={t('adj.submit')}
      wide
      onClose={onClose}
      onSubmit={async (v) => {
        const res = await create.mutateAsync(v);
        toast.success(res.message || t(res.data.status === 'executed' ? 'adj.executed' : 'adj.pending'));
        onClose();
      }}
    >
      <TextField
        label={t('adj.customerId')}
        inputMode="numeric"
        {...form.register('customerId')}
        error={form.errorOf('customerId')}
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
        error={form.errorOf('amount')}
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
        error={form.errorOf('note')}
      />
      <p className="hint">{t('adj.fourEyesHint')}</p>
    </FormDialog>
  );
}
