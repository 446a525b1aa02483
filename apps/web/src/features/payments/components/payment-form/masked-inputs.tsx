import { FieldType } from '@lalebet/shared/enums';
import type { PaymentField } from '@lalebet/shared/payments';
import { type Control, useController } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { type FormValues, isNumberField } from '../../lib/payment-fields';
import type { ParsedValues } from '../../lib/payment-resolver';

type Props = {
  def: PaymentField;
  control: Control<FormValues, unknown, ParsedValues>;
  autoComplete?: string;
  // Set by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A mask of digit slots only ('0'; fixed characters such as 'TR' are typed for the player). */
const digitsOnly = (mask: string) => !/[a*]/.test(mask);

/**
 * A field with the operator's mask, which is also its placeholder (brief, section 5). Text
 * keeps what is shown (the shared schema drops the spaces); numbers keep their digits.
 */
export function MaskedInput({ def, control, ...rest }: Props) {
  const { field } = useController({ name: def.key, control });
  const mask = def.mask ?? '';
  return (
    <IMaskInput
      {...rest}
      mask={mask}
      lazy
      unmask={isNumberField(def)}
      type="text"
      inputMode={digitsOnly(mask) ? 'numeric' : 'text'}
      placeholder={mask}
      name={field.name}
      value={String(field.value ?? '')}
      inputRef={field.ref}
      onAccept={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}

/**
 * A number in the Turkish format (brief, section 5): "1.250,50", shown after a ₺ prefix. The
 * form keeps imask's unmasked string ("1250.5"); the resolver reads it as a number.
 */
export function NumberInput({ def, control, ...rest }: Props) {
  const { field } = useController({ name: def.key, control });
  const decimal = def.objectType === FieldType.Decimal;
  return (
    <IMaskInput
      {...rest}
      mask={Number}
      scale={decimal ? 2 : 0}
      thousandsSeparator="."
      radix=","
      min={0}
      unmask
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      placeholder={decimal ? '0,00' : '0'}
      name={field.name}
      value={String(field.value ?? '')}
      inputRef={field.ref}
      onAccept={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}
