import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';

/** docs/product.md §5: a 10-digit phone after the visible 90 prefix; masks are the placeholders. */
export const PHONE_MASK = '000 000 00 00';
/** docs/product.md §5: the SMS code mask of the dialogs (the account page shows 000-000). */
export const SMS_CODE_MASK = '00-00-00';

type Common<F extends FieldValues, N extends Path<F>> = {
  /** A react-hook-form field (a Controller's or useController's). */
  field: ControllerRenderProps<F, N>;
  readOnly?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  className?: string;
  // Set by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type MaskProps<F extends FieldValues, N extends Path<F>> = Common<F, N> & {
  /** imask pattern: '0' a digit, 'a' a letter, '*' any; other characters are typed for the player. */
  mask: string;
  /** Store the digits without the mask's fixed characters. */
  unmask?: boolean;
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'numeric' | 'tel';
};

/** The one masked text field: its mask is also its placeholder (docs/product.md §5). */
export function MaskedInput<F extends FieldValues, N extends Path<F>>({
  field,
  mask,
  unmask = false,
  type = 'text',
  inputMode,
  ...rest
}: MaskProps<F, N>) {
  return (
    <IMaskInput
      {...rest}
      mask={mask}
      unmask={unmask}
      lazy
      type={type}
      inputMode={inputMode ?? (/[a*]/.test(mask) ? 'text' : 'numeric')}
      placeholder={mask}
      name={field.name}
      value={String(field.value ?? '')}
      inputRef={field.ref}
      onAccept={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}

/** The phone digits without the prefix; the form stores them unmasked. */
export const PhoneInput = <F extends FieldValues, N extends Path<F>>(props: Common<F, N>) => (
  <MaskedInput autoComplete="tel-national" {...props} mask={PHONE_MASK} unmask type="tel" inputMode="tel" />
);

/** The 6-digit SMS code, shown with `mask` and stored as digits. */
export const SmsCodeInput = <F extends FieldValues, N extends Path<F>>({
  mask = SMS_CODE_MASK,
  ...props
}: Common<F, N> & { mask?: string }) => (
  <MaskedInput autoComplete="one-time-code" {...props} mask={mask} unmask inputMode="numeric" />
);

/**
 * A number in the Turkish format (docs/product.md §5): "1.250,50". The form keeps imask's
 * unmasked string ("1250.5"); the resolver reads it as a number.
 */
export function NumberInput<F extends FieldValues, N extends Path<F>>({
  field,
  decimal,
  ...rest
}: Common<F, N> & { decimal: boolean }) {
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
