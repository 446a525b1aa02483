import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';

/** Brief, section 5: a 10-digit phone after the visible 90 prefix; masks are the placeholders. */
export const PHONE_MASK = '000 000 00 00';
/** Brief, section 5: the SMS code mask of the dialogs. */
export const SMS_CODE_MASK = '00-00-00';

type FieldProps<F extends FieldValues, N extends Path<F>> = {
  field: ControllerRenderProps<F, N>;
  readOnly?: boolean;
  autoFocus?: boolean;
  // Set by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The phone digits without the prefix; the form stores them unmasked. */
export function PhoneInput<F extends FieldValues, N extends Path<F>>({ field, ...rest }: FieldProps<F, N>) {
  return (
    <IMaskInput
      {...rest}
      mask={PHONE_MASK}
      unmask
      lazy
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={PHONE_MASK}
      name={field.name}
      value={String(field.value ?? '')}
      inputRef={field.ref}
      onAccept={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}

/** The 6-digit SMS code, shown as 00-00-00 and stored as digits. */
export function SmsCodeInput<F extends FieldValues, N extends Path<F>>({ field, ...rest }: FieldProps<F, N>) {
  return (
    <IMaskInput
      {...rest}
      mask={SMS_CODE_MASK}
      unmask
      lazy
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={SMS_CODE_MASK}
      name={field.name}
      value={String(field.value ?? '')}
      inputRef={field.ref}
      onAccept={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}
