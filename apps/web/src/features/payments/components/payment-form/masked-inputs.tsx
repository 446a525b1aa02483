import { FieldType } from '@lalebet/shared/enums';
import type { PaymentField } from '@lalebet/shared/payments';
import { type Control, useController } from 'react-hook-form';
import { MaskedInput as UiMaskedInput, NumberInput as UiNumberInput } from '@/components/ui/masked-input';
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

/**
 * A field with the operator's mask (docs/product.md §5). Text keeps what is shown (the shared
 * schema drops the spaces); numbers keep their digits.
 */
export function MaskedInput({ def, control, ...rest }: Props) {
  const { field } = useController({ name: def.key, control });
  return <UiMaskedInput {...rest} field={field} mask={def.mask ?? ''} unmask={isNumberField(def)} />;
}

/** An amount in the Turkish format, "1.250,50", shown after a ₺ prefix. */
export function NumberInput({ def, control, ...rest }: Props) {
  const { field } = useController({ name: def.key, control });
  return <UiNumberInput {...rest} field={field} decimal={def.objectType === FieldType.Decimal} />;
}
