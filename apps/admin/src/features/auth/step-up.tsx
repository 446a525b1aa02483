import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
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

/** Rendered once by the app: the step-up dialog, open while a call waits for a code. */
export function StepUpHost() {
  const open = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => pending !== null,
  );
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('auth.codeFormat'));
    setBusy(true);
    try {
      await postStepUp(code);
      setCode('');
      setError(null);
      finish(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title={t('stepUp.title')} onClose={() => finish(false)}>
      <form onSubmit={submit} noValidate>
        <p>{t('stepUp.body')}</p>
        <TextField
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          error={error ?? undefined}
          maxLength={6}
        />
        <div className="form-actions">
          <Button onClick={() => finish(false)}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {t('stepUp.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
