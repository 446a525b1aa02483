import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from './button';
import { FormError } from './form-error';

type Props<F extends FieldValues> = {
  form: Pick<UseFormReturn<F>, 'formState'>;
  title: string;
  /** From `useServerSubmit`, so a refusal lands on the fields or above them. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The buttons under the fields; or `save`, for the one primary submit button most panels have. */
  actions?: ReactNode;
  save?: { label: string; busy: boolean };
  children: ReactNode;
};

/** A form on the page itself (not in a dialog), named by its heading. */
export function FormPanel<F extends FieldValues>({
  form,
  title,
  onSubmit,
  actions,
  save,
  children,
}: Props<F>) {
  const titleId = useId();
  return (
    <form className="panel" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <FormError form={form} />
      {children}
      <div className="form-actions">
        {actions}
        {save && (
          <Button type="submit" variant="primary" busy={save.busy}>
            {save.label}
          </Button>
        )}
      </div>
    </form>
  );
}
