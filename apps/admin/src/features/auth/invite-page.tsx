import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';
import { useAcceptInvitation, useInvitation } from './api/invitation';
import { AuthCard } from './auth-card';
import { Enrolment } from './enrolment';

/**
 * The invitation link of a new staff member (docs/decisions/044-staff-lifecycle.md): they set
 * their own password, then enrol TOTP, then sign in. The token is in the URL fragment, so it
 * never reaches a server log; it is read once and kept only in memory.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const info = useInvitation(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [enrolling, setEnrolling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await accept.mutateAsync({ token, password });
      if (!data.token) return;
      session.set(data.token);
      if (data.stage === 'enrolment') setEnrolling(true);
      else await navigate(paths.home, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('error.generic'));
    }
  };
  const invalid = !token || info.error;

  return (
    <AuthCard
      title={t('auth.inviteTitle')}
      error={
        error ?? (invalid ? (info.error instanceof ApiError ? info.error.message : t('error.generic')) : null)
      }
    >
      {!invalid && !info.data && <p>{t('auth.inviteChecking')}</p>}
      {info.data && !enrolling && (
        <form onSubmit={onSubmit} noValidate>
          <p>{t('auth.inviteFor', { name: info.data.username })}</p>
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={128}
          />
          <Button type="submit" variant="primary" busy={accept.isPending}>
            {t('auth.continue')}
          </Button>
        </form>
      )}
      {enrolling && (
        <Enrolment
          onDone={() => {
            // The full session's new token is not kept: the member signs in with password and code.
            session.clear();
            void navigate(paths.login, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
