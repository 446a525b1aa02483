import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormError } from './form-error';
import { useServerSubmit } from './use-server-submit';

type Props<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>;
  title: string;
  /** One sentence above the fields on what saving does. */
  description?: ReactNode;
  /** Defaults to "Save". */
  submitLabel?: string;
  danger?: boolean;
  wide?: boolean;
  /** Sends the checked values; a throw stays in the dialog as field errors or a form error. */
  onSubmit: (values: Out) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog that is a schema, fields and a mutation (docs/decisions/034-admin-app.md): it checks
 * the fields, shows the server's refusal on the field it names or above the fields, and is busy
 * while the save runs. Closing on success is the caller's choice, inside `onSubmit`.
 */
export function FormDialog<In extends FieldValues, Out extends FieldValues>({
  form,
  title,
  description,
  submitLabel,
  danger,
  wide,
  onSubmit,
  onClose,
  children,
}: Props<In, Out>) {
  const { t } = useTranslation();
  const submit = useServerSubmit(form, onSubmit);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      wide={wide}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={form.formState.isSubmitting} onClick={submit}>
            {submitLabel ?? t('common:action.save')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <FormError form={form} />
        {description && <p>{description}</p>}
        {children}
      </form>
    </Dialog>
  );
}
