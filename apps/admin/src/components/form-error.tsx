import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The refusal no single field took, above the fields: the one place a form shows it. */
export function FormError<F extends FieldValues>({ form }: { form: Pick<UseFormReturn<F>, 'formState'> }) {
  const message = form.formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <p className="alert alert-bad" role="alert">
      {message}
    </p>
  );
}
