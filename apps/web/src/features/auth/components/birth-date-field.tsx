import { useId } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import fieldStyles from '@/components/ui/form-field.module.css';
import type { RegisterForm } from '../utils/register-payload';
import styles from './birth-date-field.module.css';

const BOXES = [
  { name: 'birthDateDay', mask: '00', placeholder: 'DD', label: 'field.day', autoComplete: 'bday-day' },
  { name: 'birthDateMonth', mask: '00', placeholder: 'MM', label: 'field.month', autoComplete: 'bday-month' },
  {
    name: 'birthDateYear',
    mask: '0000',
    placeholder: 'YYYY',
    label: 'field.year',
    autoComplete: 'bday-year',
  },
] as const;

type Props = { control: Control<RegisterForm>; errors: FieldErrors<RegisterForm> };

/** docs/product.md §2: the birth date as three boxes DD / MM / YYYY, with the first error below. */
export function BirthDateField({ control, errors }: Props) {
  const { t } = useTranslation('auth');
  const id = useId();
  const error = errors.birthDateDay ?? errors.birthDateMonth ?? errors.birthDateYear ?? errors.birthDate;
  const message = error?.message ?? 'v.invalid';
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={fieldStyles.label}>{t('field.birthDate')}</legend>
      <div className={styles.boxes}>
        {BOXES.map((box, i) => (
          <Controller
            key={box.name}
            control={control}
            name={box.name}
            render={({ field, fieldState }) => (
              <>
                {i > 0 && (
                  <span className={styles.slash} aria-hidden="true">
                    /
                  </span>
                )}
                <div
                  className={[fieldStyles.control, styles[box.name], fieldState.error && fieldStyles.invalid]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <IMaskInput
                    mask={box.mask}
                    lazy
                    inputMode="numeric"
                    autoComplete={box.autoComplete}
                    placeholder={box.placeholder}
                    aria-label={t(box.label)}
                    aria-invalid={fieldState.error ? true : undefined}
                    name={field.name}
                    value={field.value ?? ''}
                    inputRef={field.ref}
                    onAccept={(value: string) => field.onChange(value)}
                    onBlur={() => {
                      // "5" means "05": the boxes take two digits (docs/product.md §5).
                      if (box.mask === '00' && /^\d$/.test(field.value ?? ''))
                        field.onChange(`0${field.value}`);
                      field.onBlur();
                    }}
                  />
                </div>
              </>
            )}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {t(message.startsWith('v.') ? `validation:${message}` : message)}
        </p>
      )}
    </fieldset>
  );
}
