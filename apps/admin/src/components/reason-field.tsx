import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from './field';
import type { AdminForm } from './use-admin-form';

/** The server's bounds for the reason every audited staff action carries. */
const REASON = { minimum: 3, maximum: 500 };

/** The "why" a trader or operator writes for an audited action, on a form whose field is `reason`. */
export function ReasonField<In extends FieldValues & { reason: string }, Out extends FieldValues>({
  form,
}: {
  form: AdminForm<In, Out>;
}) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t('common:reason.label')}
      {...form.register('reason' as Path<In>)}
      error={form.errorOf('reason', REASON)}
      rows={3}
      maxLength={REASON.maximum}
    />
  );
}
