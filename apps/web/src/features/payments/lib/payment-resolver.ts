import { paymentDetailSchema, withdrawFormSchema } from '@lalebet/shared/payment-form';
import type { PaymentField } from '@lalebet/shared/payments';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@/lib/zod-resolver';
import { type FormValues, PASSWORD_KEY, SMS_CODE_KEY, type StepUpVia, toSchemaInput } from './payment-fields';

/** The parsed detail: numbers as numbers, checked strings compacted (an IBAN without spaces). */
export type ParsedValues = Record<string, unknown>;

/**
 * Validates the form with the shared `paymentDetailSchema` (the server runs the same one): the
 * inputs' strings are read as the schema's types first, and the submit handler gets its output.
 */
export function paymentResolver(
  fields: readonly PaymentField[],
  stepUp: StepUpVia | null = null,
): Resolver<FormValues, unknown, ParsedValues> {
  const schema = stepUp ? withdrawFormSchema(fields, stepUp) : paymentDetailSchema(fields);
  // The schema is built at run time, so its input type is only known as "some record".
  const validate = zodResolver(schema) as unknown as Resolver<FormValues, unknown, ParsedValues>;
  const key = stepUp === 'sms' ? SMS_CODE_KEY : PASSWORD_KEY;
  return (values, context, options) => {
    const input = toSchemaInput(fields, values);
    if (stepUp) input[key] = values[key] || undefined;
    return validate(input as FormValues, context, options);
  };
}
