import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ApiError } from './api-client';
import { errorMessage } from './api-message';
import { i18next } from './i18n';

type Options = {
  /**
   * What the server puts before a form field's name. The server names a field error
   * `<request part>.<field path>` (`body.phone`, `body.detail.Amount`; see
   * `packages/shared/src/common.ts`), so the default is `body.`.
   */
  prefix?: string;
  /** Focus the first field that got an error (long forms). */
  shouldFocus?: boolean;
};

type Form<F extends FieldValues> = Pick<UseFormReturn<F>, 'setError' | 'getValues'>;

/**
 * The one way server field errors reach a form: each `errors[].path` that names one of the
 * form's fields (after `prefix`) becomes that field's error; the rest are left to the toast.
 * Returns how many fields got an error.
 */
export function applyServerErrors<F extends FieldValues>(
  form: Form<F>,
  error: unknown,
  { prefix = 'body.', shouldFocus = false }: Options = {},
): number {
  if (!(error instanceof ApiError)) return 0;
  const fields = new Set(Object.keys(form.getValues() ?? {}));
  let applied = 0;
  for (const { path, message } of error.errors) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length);
    if (!fields.has(field)) continue;
    form.setError(field as Path<F>, { type: 'server', message }, { shouldFocus: shouldFocus && !applied });
    applied += 1;
  }
  return applied;
}

/**
 * A failed call: the server's (already localized) message as an error toast, and its field
 * errors on the form's controls when a form is given.
 */
export function reportServerError<F extends FieldValues>(error: unknown, form?: Form<F>, options?: Options) {
  if (form) applyServerErrors(form, error, options);
  toast.error(errorMessage(error, i18next.t('app.error.title')));
}
