import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './form-field.module.css';
import { cx } from '@/lib/cx';

/** `{minimum, maximum}` for the `v.tooShort`/`v.tooLong` messages, read from a zod string schema. */
export function lengthParams(schema: unknown): Record<string, number> {
  const s = schema as { minLength?: number | null; maxLength?: number | null };
  const params: Record<string, number> = {};
  if (typeof s?.minLength === 'number') params.minimum = s.minLength;
  if (typeof s?.maxLength === 'number') params.maximum = s.maxLength;
  return params;
}

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type Props = {
  label: ReactNode;
  /** The form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  error?: FieldError;
  /** Values for the message's placeholders, e.g. from lengthParams(). */
  errorParams?: Record<string, unknown>;
  hint?: ReactNode;
  /** Shown before the control, e.g. the phone prefix "+90". */
  prefix?: ReactNode;
  /** Shown after the control inside its frame, e.g. a paste button. */
  suffix?: ReactNode;
};

/**
 * A labelled control with its first error. Error messages are the shared `v.*` keys, shown in
 * the user's language from the `validation` namespace.
 */
export function FormField({ label, children, error, errorParams, hint, prefix, suffix }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = cx(error && errorId, hint && hintId) || undefined;
  const message = error?.message;
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={cx(styles.control, error && styles.invalid)}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        {control}
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {message
            ? t(message.startsWith('v.') ? `validation:${message}` : message, errorParams)
            : t('validation:v.invalid')}
        </p>
      )}
    </div>
  );
}
