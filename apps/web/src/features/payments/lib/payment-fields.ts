import { FieldType } from '@lalebet/shared/enums';
import type { PaymentField } from '@lalebet/shared/payments';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

/** What the inputs hold: text as shown (masked), numbers as imask's unmasked string ("1250.5"). */
export type FormValues = Record<string, string | boolean>;

export type ControlKind = 'select' | 'masked' | 'number' | 'checkbox' | 'date' | 'text';

const NUMBER_TYPES: number[] = [FieldType.Int, FieldType.Long, FieldType.Decimal];

/** A non-null option makes a dropdown (docs/product.md §3), whatever its objectType. */
export const isNumberField = (f: PaymentField) => !f.option && NUMBER_TYPES.includes(f.objectType);

/**
 * The control a field gets: a dropdown for options; the operator's mask when there is one
 * (also for numbers such as a Papara number); otherwise numbers in the Turkish format.
 */
export function controlKind(f: PaymentField): ControlKind {
  if (f.option) return 'select';
  if (f.mask) return 'masked';
  if (isNumberField(f)) return 'number';
  if (f.objectType === FieldType.Bool) return 'checkbox';
  if (f.objectType === FieldType.DateTime) return 'date';
  return 'text';
}

/** 'WalletAddress' -> 'Wallet Address': the label of a key the locale files do not know yet. */
const humanize = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1 $2');

/** The field's label from `payments:field.<Key>`, falling back to the key itself. */
export const fieldLabel = (t: TFunction<'payments'>, key: string) =>
  t(`field.${key}`, { defaultValue: humanize(key) });

/** docs/product.md (section 5): fields keyed Iban and CardNo get a paste-from-clipboard button. */
export const PASTE_KEYS: readonly string[] = ['Iban', 'CardNo'];

/** Clipboard text ready for the mask: an IBAN without spaces in capitals, a card number's digits. */
export function normalizePaste(key: string, text: string) {
  const compact = text.replace(/\s+/g, '');
  return key === 'CardNo' ? compact.replace(/\D/g, '') : compact.toUpperCase();
}

/** WCAG 1.3.5: the purpose of inputs about the player (their name, their card). */
export const AUTOCOMPLETE: Record<string, string> = {
  FullName: 'name',
  SenderName: 'name',
  AccountHolder: 'name',
  CardHolder: 'cc-name',
  CardNo: 'cc-number',
};

/** The withdraw form's own input under the method's fields: the account password (step-up). */
export const PASSWORD_KEY = 'password';
/** ...or instead the 6-digit code payment/withdrawcode sent to the verified phone. */
export const SMS_CODE_KEY = 'smsCode';
/** How the player confirms a withdrawal. */
export type StepUpVia = 'password' | 'sms';
/** What payment/withdraw gets beside the detail. */
export type StepUp = { password: string } | { smsCode: string };

export const emptyValues = (fields: readonly PaymentField[], stepUp = false): FormValues => ({
  ...Object.fromEntries(
    fields.map((f) => [f.key, f.objectType === FieldType.Bool && !f.option ? false : '']),
  ),
  ...(stepUp ? { [PASSWORD_KEY]: '', [SMS_CODE_KEY]: '' } : {}),
});

/**
 * The inputs' strings as the shared schema expects them: numbers as numbers, an empty input
 * as missing (so it is "required", never 0). Typing for the wire happens after validation.
 */
export function toSchemaInput(fields: readonly PaymentField[], values: FormValues) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (typeof v === 'boolean') out[f.key] = v;
    else if (v === undefined || v.trim() === '') out[f.key] = undefined;
    else out[f.key] = isNumberField(f) ? Number(v) : v;
  }
  return out;
}

/** `{minimum, maximum}` for the field's `v.*` messages: money for Decimal, lengths for text. */
export function errorParams(f: PaymentField): Record<string, string | number> {
  const { min, max, minLength, maxLength } = f.rules;
  if (isNumberField(f)) {
    const show = (n: number) => (f.objectType === FieldType.Decimal ? formatMoney(n) : n);
    return {
      ...(min !== undefined && { minimum: show(min) }),
      ...(max !== undefined && { maximum: show(max) }),
    };
  }
  return { minimum: minLength ?? 1, maximum: maxLength ?? 200 };
}
