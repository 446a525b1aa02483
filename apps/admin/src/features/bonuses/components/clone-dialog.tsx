import { bonusCodeSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useCloneDefinition } from '../api/clone-definition';
import type { AdminDefinition } from '../api/list-definitions';

const cloneForm = z.object({ code: z.string().trim().pipe(bonusCodeSchema) });

/** A paused copy of a definition under a new code. */
export function CloneDialog({ source, onClose }: { source: AdminDefinition; onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const clone = useCloneDefinition();
  const form = useAdminForm(cloneForm, { code: `${source.code}-2`.slice(0, 40) });
  return (
    <FormDialog
      form={form}
      title={t('cloneTitle', { code: source.code })}
      submitLabel={t('clone')}
      onClose={onClose}
      onSubmit={async ({ code }) => {
        const res = await clone.mutateAsync({ id: source.id, code });
        toast.info(t('pendingApproval', { id: res.data.requestId }));
        onClose();
      }}
    >
      <TextField
        label={t('field.code')}
        {...form.register('code')}
        error={form.errorOf('code')}
        hint={t('codeHint')}
      />
      <p className="hint">{t('startsPaused')}</p>
    </FormDialog>
  );
}
