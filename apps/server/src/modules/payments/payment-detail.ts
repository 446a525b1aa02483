import {
  AMOUNT_FIELD_KEY,
  MAX_AMOUNT_MINOR,
  type PaymentField,
  paymentDetailSchema,
  toMinor,
} from '@lalebet/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { RequestValidationError } from '../../lib/validation.ts';
import type { DetailValue } from './payments.table.ts';

export type ValidDetail = { detail: Record<string, DetailValue>; amount: bigint };

/**
 * Checks a submitted detail against the method's own form with the schema the web uses, so a
 * rule holds on both sides. Errors come back as field errors on `body.detail.<Key>`, localized
 * by the error handler like any schema error.
 */
export function validateDetail(fields: readonly PaymentField[], raw: unknown): ValidDetail {
  const result = paymentDetailSchema(fields).safeParse(raw, { reportInput: true });
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({
      ...i,
      path: ['detail', ...i.path],
    })) as z.core.$ZodIssue[];
    throw new RequestValidationError(issues, 'body');
  }
  const detail = result.data as Record<string, DetailValue>;
  const amount = toMinor(Number(detail[AMOUNT_FIELD_KEY]));
  // Every method has an Amount field (operator data); one without it cannot take money.
  if (amount === null || amount <= 0n || amount > MAX_AMOUNT_MINOR)
    throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  return { detail, amount };
}
