import { z } from 'zod';
import { currentPasswordField } from './auth.ts';
import { FieldType } from './enums.ts';
import { toMinor } from './money.ts';
import type { PaymentField, PaymentFieldCheck } from './payments.ts';

/**
 * One dynamic payment form, validated the same way by the web (as the player types) and the
 * server (on submit): every field is required (docs/product.md §5), numbers respect the
 * operator's min/max, strings their length, pattern and named check.
 */

/** Spaces are typing aids (masks group digits); they are never part of the value. */
export const compactValue = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616 mod-97 over a Turkish IBAN: TR, 2 check digits, 5 bank digits, 1 reserve, 16 account. */
export function isValidIban(value: string): boolean {
  const iban = compactValue(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** Luhn over a 16-digit card number. */
export function isValidCardNumber(value: string): boolean {
  const card = compactValue(value);
  if (!/^\d{16}$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < card.length; i++) {
    let d = Number(card[card.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A TRON (TRC-20) address: 'T' and 33 base58 characters. */
export const isValidTronAddress = (value: string) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value.trim());

const CHECKS: Record<PaymentFieldCheck, { test: (v: string) => boolean; message: string }> = {
  iban: { test: isValidIban, message: 'v.iban' },
  luhn: { test: isValidCardNumber, message: 'v.cardNumber' },
  tronAddress: { test: isValidTronAddress, message: 'v.walletAddress' },
};

const required = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'v.required' : 'v.invalid';

function numberSchema(field: PaymentField) {
  let s = z.number({ error: required });
  if (field.objectType === FieldType.Int || field.objectType === FieldType.Long) {
    s = s.int({ error: 'v.wholeNumber' });
  } else {
    s = s.refine((n) => toMinor(Math.abs(n)) !== null, { error: 'v.twoDecimals' }) as unknown as typeof s;
  }
  if (field.rules.min !== undefined) s = s.min(field.rules.min, { error: 'v.min' });
  if (field.rules.max !== undefined) s = s.max(field.rules.max, { error: 'v.max' });
  return s;
}

function stringSchema(field: PaymentField) {
  const { minLength = 1, maxLength = 200, pattern, check } = field.rules;
  let s = z
    .string({ error: required })
    .trim()
    .min(1, { error: 'v.required' })
    .min(minLength, { error: 'v.tooShort' })
    .max(maxLength, { error: 'v.tooLong' });
  if (pattern) s = s.regex(new RegExp(`^(?:${pattern})$`, 'u'), { error: 'v.invalid' });
  if (!check) return s;
  const { test, message } = CHECKS[check];
  // Base58 addresses are case-sensitive: only IBANs and card numbers are upper-cased and compacted.
  return s
    .refine(test, { error: message })
    .transform(check === 'tronAddress' ? (v) => v.trim() : compactValue);
}

function dropdownSchema(field: PaymentField) {
  const ids = (field.option ?? []).map((o) => o.id);
  return z.union([z.number(), z.string()], { error: required }).refine(
    // The web may send "3" or 3 (docs/product.md: numeric values are sent as numbers).
    (v) => ids.some((id) => String(id) === String(v)),
    { error: 'v.option' },
  );
}

export function fieldSchema(field: PaymentField): z.ZodType {
  if (field.option) return dropdownSchema(field);
  switch (field.objectType) {
    case FieldType.Int:
    case FieldType.Long:
    case FieldType.Decimal:
      return numberSchema(field);
    case FieldType.Bool:
      return z.boolean({ error: required });
    default:
      return stringSchema(field);
  }
}

/** The strict schema of a whole detail object: exactly the method's fields, each valid. */
export function paymentDetailSchema(fieldList: readonly PaymentField[]) {
  return z.strictObject(Object.fromEntries(fieldList.map((f) => [f.key, fieldSchema(f)])));
}

/**
 * The account password that confirms a withdrawal (step-up, docs/decisions/015-…): the web's
 * withdraw form puts it under the method's fields, the server reads it beside `detail`.
 * It follows the rule of any password being checked (login, the current one on change).
 */
export const withdrawPasswordSchema = currentPasswordField();

/** The SMS code (payment/withdrawcode) that confirms a withdrawal instead of the password. */
export const withdrawSmsCodeSchema = z.string({ error: required }).regex(/^\d{6}$/, { error: 'v.smsCode' });

/**
 * The withdraw form: the method's fields and the password, or instead the SMS code, validated
 * the same way on both sides.
 */
export function withdrawFormSchema(fieldList: readonly PaymentField[], via: 'password' | 'sms' = 'password') {
  const detail = paymentDetailSchema(fieldList);
  return via === 'sms'
    ? detail.extend({ smsCode: withdrawSmsCodeSchema })
    : detail.extend({ password: withdrawPasswordSchema });
}

/**
 * What the web submits (docs/product.md §5): Int, Long and Decimal as numbers, a dropdown value
 * as a number when numeric, strings as they are. Form inputs hold strings; this types them.
 */
export function typePaymentValues(
  fieldList: readonly PaymentField[],
  values: Record<string, unknown>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const f of fieldList) {
    const v = values[f.key];
    if (typeof v === 'boolean') out[f.key] = v;
    else if (f.option)
      out[f.key] = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : String(v ?? '');
    else if (
      f.objectType === FieldType.Int ||
      f.objectType === FieldType.Long ||
      f.objectType === FieldType.Decimal
    )
      out[f.key] = typeof v === 'number' ? v : Number(v);
    else out[f.key] = String(v ?? '');
  }
  return out;
}
