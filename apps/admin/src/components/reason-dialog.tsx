import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextArea } from './field';
import { FormDialog } from './form-dialog';
import { useAdminForm } from './use-admin-form';

type Props = {
  open: boolean;
  title: string;
  /** What the action does, in one sentence, above the reason box. */
  description?: string;
  confirmLabel: string;
  danger?: boolean;
  /** Staff actions on money and protection always carry a reason (min 3 characters). */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

const reasonForm = z.object({ reason: z.string().trim().min(3, { error: 'common:reason.tooShort' }) });

/** Confirm an action with a written reason; stays open and shows the server's refusal. */
export function ReasonDialog({ open, ...props }: Props) {
  return open ? <ReasonForm {...props} /> : null;
}

function ReasonForm({ title, description, confirmLabel, danger, onConfirm, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const form = useAdminForm(reasonForm, { reason: '' });
  return (
    <FormDialog
      form={form}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      danger={danger}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        try {
          await onConfirm(reason);
          onClose();
        } catch (e) {
          // The refusal sits under the reason, where the staff member is typing.
          form.setError('reason', { message: e instanceof Error ? e.message : t('error.generic') });
        }
      }}
    >
      <TextArea
        label={t('reason.label')}
        {...form.register('reason')}
        error={form.errorOf('reason')}
        rows={3}
        maxLength={500}
      />
    </FormDialog>
  );
}
