import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { TextField } from '@/components/field';
import { ApiError } from '@/lib/api-client';
import { postStepUp } from './api/step-up';

type Pending = { resolve: (ok: boolean) => void } | null;
let pending: Pending = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * Asks for a fresh authenticator code (the API client calls this on STEP_UP_REQUIRED).
 * Resolves true once the server accepted a code, false when the staff member cancels.
 */
export function askStepUp(): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { resolve };
    emit();
  });
}

function finish(ok: boolean) {
  pending?.resolve(ok);
  pending = null;
  emit();
}

const codeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'common:auth.codeFormat' }),
});

/** Rendered once by the app: the step-up dialog, open while a call waits for a code. */
export function StepUpHost() {
  const open = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => pending !== null,
  );
  return open ? <StepUpForm /> : null;
}

function StepUpForm() {
  const { t } = useTranslation();
  const form = useAdminForm(codeForm, { code: '' });
  return (
    <FormDialog
      form={form}
      title={t('stepUp.title')}
      description={t('stepUp.body')}
      submitLabel={t('stepUp.confirm')}
      onClose={() => finish(false)}
      onSubmit={async ({ code }) => {
        try {
          await postStepUp(code);
          finish(true);
        } catch (err) {
          // A wrong code belongs to the code box, where the staff member types the next one.
          form.setError('code', { message: err instanceof ApiError ? err.message : t('error.generic') });
        }
      }}
    >
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={6}
        {...form.register('code')}
        error={form.errorOf('code')}
      />
    </FormDialog>
  );
}
