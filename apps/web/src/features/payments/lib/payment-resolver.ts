import { paymentDetailSchema } from '@lalebet/shared/payment-form';
import type { PaymentField } from '@lalebet/shared/payments';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@/lib/zod-resolver';
import { type FormValues, toSchemaInput } from './payment-fields';

/** The parsed detail: numbers as numbers, checked strings compacted (an IBAN without spaces). */
export type ParsedValues = Record<string, unknown>;

/**
 * Validates the form with the shared `paymentDetailSchema` (the server runs the same one): the
 * inputs' strings are read as the schema's types first, and the submit handler gets its output.
 */
export function paymentResolver(
  fields: readonly PaymentField[],
): Resolver<FormValues, unknown, ParsedValues> {
  // The schema is built at run time, so its input type is only known as "some record".
  const validate = zodResolver(paymentDetailSchema(fields)) as unknown as Resolver<
    FormValues,
    unknown,
    ParsedValues
  >;
  return (values, context, options) =>
    validate(toSchemaInput(fields, values) as FormValues, context, options);
}
