import { AMOUNT_FIELD_KEY, type PaymentField } from '@lalebet/shared/payments';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMask } from 'react-imask';
import { FormField } from '@/components/ui/form-field';
import { formatMoney } from '@/lib/format';
import {
  AUTOCOMPLETE,
  controlKind,
  errorParams,
  fieldLabel,
  type FormValues,
  isNumberField,
  normalizePaste,
  PASTE_KEYS,
} from '../../lib/payment-fields';
import type { ParsedValues } from '../../lib/payment-resolver';
import { MaskedInput, NumberInput } from './masked-inputs';
import { PasteButton } from './paste-button';

type Props = {
  def: PaymentField;
  form: UseFormReturn<FormValues, unknown, ParsedValues>;
  error?: FieldError;
};

/** One field of a dynamic payment form: its label, control, limits hint and first error. */
export function PaymentFieldControl({ def, form, error }: Props) {
  const { t } = useTranslation('payments');
  const label = fieldLabel(t, def.key);
  const kind = controlKind(def);
  const autoComplete = AUTOCOMPLETE[def.key] ?? 'off';
  const { min, max } = def.rules;
  const hint =
    def.key === AMOUNT_FIELD_KEY && min !== undefined && max !== undefined
      ? t('form.limits', { min: formatMoney(min), max: formatMoney(max) })
      : undefined;

  const paste = (text: string) => {
    const value = normalizePaste(def.key, text);
    const shown = def.mask && !isNumberField(def) ? IMask.pipe(value, { mask: def.mask }) : value;
    form.setValue(def.key, shown, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };

  let control;
  if (kind === 'select') {
    control = (
      <select {...form.register(def.key)}>
        <option value="">{t('form.select')}</option>
        {def.option?.map((o) => (
          <option key={String(o.id)} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'masked') {
    control = <MaskedInput def={def} control={form.control} autoComplete={autoComplete} />;
  } else if (kind === 'number') {
    control = <NumberInput def={def} control={form.control} autoComplete="off" />;
  } else {
    const type = kind === 'checkbox' ? 'checkbox' : kind === 'date' ? 'date' : 'text';
    control = <input type={type} autoComplete={autoComplete} {...form.register(def.key)} />;
  }

  return (
    <FormField
      label={label}
      error={error}
      errorParams={errorParams(def)}
      hint={hint}
      prefix={kind === 'number' ? '₺' : undefined}
      suffix={PASTE_KEYS.includes(def.key) ? <PasteButton fieldLabel={label} onText={paste} /> : undefined}
    >
      {control}
    </FormField>
  );
}
