import { typePaymentValues } from '@lalebet/shared/payment-form';
import type { PaymentField } from '@lalebet/shared/payments';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, reportServerError } from '@/lib/server-errors';
import {
  emptyValues,
  type FormValues,
  PASSWORD_KEY,
  SMS_CODE_KEY,
  type StepUp,
  type StepUpVia,
} from '../../lib/payment-fields';
import { type ParsedValues, paymentResolver } from '../../lib/payment-resolver';
import { PaymentFieldControl } from './payment-field';
import styles from './payment-form.module.css';
import { StepUpField } from './step-up-field';

export type PaymentDetail = Record<string, string | number | boolean>;

type Props = {
  fields: readonly PaymentField[];
  /** Sends the typed detail; a rejection (ApiError) is shown here: a toast and field errors. */
  onSubmit: (detail: PaymentDetail) => Promise<unknown>;
  /** Keeps Submit disabled, e.g. once a withdrawal was accepted and the dialog is closing. */
  locked?: boolean;
  /** Withdrawals: a password field (or the SMS code) under the method's fields, sent beside the detail. */
  onStepUp?: (detail: PaymentDetail, stepUp: StepUp) => Promise<unknown>;
  /** Withdrawals: offer the SMS code instead of the password (a verified phone). */
  smsAlternative?: boolean;
};

/**
 * The dynamic payment form (docs/product.md §2 and §5): one control per server field, every
 * field required, the first error per control on blur or submit, Submit disabled until
 * valid, and the values typed as docs/product.md says when sent.
 */
export function PaymentForm({ fields, onSubmit, locked = false, onStepUp, smsAlternative = false }: Props) {
  const { t } = useTranslation('payments');
  const stepUp = onStepUp !== undefined;
  const [via, setVia] = useState<StepUpVia>('password');
  const resolver = useMemo(() => paymentResolver(fields, stepUp ? via : null), [fields, stepUp, via]);
  const form = useForm<FormValues, unknown, ParsedValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyValues(fields, stepUp),
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (parsed) => {
    try {
      const detail = typePaymentValues(fields, parsed);
      const confirm: StepUp =
        via === 'sms'
          ? { smsCode: String(parsed[SMS_CODE_KEY]) }
          : { password: String(parsed[PASSWORD_KEY]) };
      await (onStepUp ? onStepUp(detail, confirm) : onSubmit(detail));
    } catch (error) {
      // The server names a detail field `body.detail.<Key>` (modules/payments/detail.ts) and the
      // step-up's password `body.password`.
      applyServerErrors(form, error, { prefix: 'body.detail.', shouldFocus: true });
      if (stepUp) applyServerErrors(form, error);
      // A wrong password, or a wrong or expired code, belongs under its field.
      if (stepUp && error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
        form.setError(PASSWORD_KEY, { message: error.message }, { shouldFocus: true });
      }
      if (
        stepUp &&
        error instanceof ApiError &&
        ['INVALID_CODE', 'CODE_EXPIRED'].includes(error.code ?? '')
      ) {
        form.setError(SMS_CODE_KEY, { message: error.message }, { shouldFocus: true });
      }
      reportServerError(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {fields.map((def) => (
        <PaymentFieldControl key={def.key} def={def} form={form} error={errors[def.key]} />
      ))}
      {stepUp && (
        <StepUpField form={form} errors={errors} via={via} onVia={setVia} smsAlternative={smsAlternative} />
      )}
      <Button type="submit" size="lg" block disabled={!isValid || locked} loading={isSubmitting}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
