import { typePaymentValues } from '@lalebet/shared/payment-form';
import type { PaymentField } from '@lalebet/shared/payments';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { reportServerError } from '@/lib/server-errors';
import { emptyValues, type FormValues } from '../../lib/payment-fields';
import { type ParsedValues, paymentResolver } from '../../lib/payment-resolver';
import { PaymentFieldControl } from './payment-field';
import styles from './payment-form.module.css';

export type PaymentDetail = Record<string, string | number | boolean>;

type Props = {
  fields: readonly PaymentField[];
  /** Sends the typed detail; a rejection (ApiError) is shown here: a toast and field errors. */
  onSubmit: (detail: PaymentDetail) => Promise<unknown>;
  /** Keeps Submit disabled, e.g. once a withdrawal was accepted and the dialog is closing. */
  locked?: boolean;
};

/**
 * The dynamic payment form (brief, sections 2 and 5): one control per server field, every
 * field required, the first error per control on blur or submit, Submit disabled until
 * valid, and the values typed as the brief says when sent.
 */
export function PaymentForm({ fields, onSubmit, locked = false }: Props) {
  const { t } = useTranslation('payments');
  const resolver = useMemo(() => paymentResolver(fields), [fields]);
  const form = useForm<FormValues, unknown, ParsedValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyValues(fields),
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (parsed) => {
    try {
      await onSubmit(typePaymentValues(fields, parsed));
    } catch (error) {
      // The server names a detail field `body.detail.<Key>` (modules/payments/detail.ts).
      reportServerError(error, form, { prefix: 'body.detail.', shouldFocus: true });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {fields.map((def) => (
        <PaymentFieldControl key={def.key} def={def} form={form} error={errors[def.key]} />
      ))}
      <Button type="submit" size="lg" block disabled={!isValid || locked} loading={isSubmitting}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
