import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { ApiError } from '@/lib/api-client';
import { useTotpConfirm, useTotpEnrol } from './api/totp-enrol';

/**
 * First sign-in: the staff member adds the secret to an authenticator app, proves it with a
 * first code and keeps the recovery codes; then signs in again with password and code.
 */
export function Enrolment({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const enrol = useTotpEnrol();
  const confirm = useTotpConfirm();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { mutate } = enrol;
  useEffect(() => mutate(), [mutate]);

  if (confirm.data) {
    return (
      <div>
        <p>{t('auth.recoveryHelp')}</p>
        <ul className="codes" aria-label={t('auth.recoveryCodes')}>
          {confirm.data.data.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button variant="primary" onClick={onDone}>
          {t('auth.recoverySaved')}
        </Button>
      </div>
    );
  }
  const secret = enrol.data?.data;
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          await confirm.mutateAsync(code.trim());
        } catch (err) {
          setError(err instanceof ApiError ? err.message : t('error.generic'));
        }
      }}
    >
      <p>{t('auth.enrolHelp')}</p>
      {secret && (
        <p>
          {t('auth.secret')}: <code data-testid="totp-secret">{secret.secret}</code>
          <br />
          <a href={secret.otpauthUri}>{t('auth.openInApp')}</a>
        </p>
      )}
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        maxLength={6}
        error={error ?? undefined}
      />
      <Button type="submit" variant="primary" busy={confirm.isPending} disabled={!secret}>
        {t('auth.confirmCode')}
      </Button>
    </form>
  );
}
