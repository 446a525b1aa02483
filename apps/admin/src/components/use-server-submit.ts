import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/lib/server-errors';

/**
 * The submit handler of every back-office form: checks the fields, sends, and on a refusal puts
 * the server's errors on the fields they name or above the form.
 */
export function useServerSubmit<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  onSubmit: (values: Out) => Promise<unknown>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      applyServerErrors(form, e);
    }
  });
}
