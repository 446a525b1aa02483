import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { useAdminForm } from '@/components/use-admin-form';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';
import { adminLoginRequestSchema, useLogin, useLoginVerify } from './api/login';
import { AuthCard } from './auth-card';
import { Enrolment } from './enrolment';
import { PasswordForm } from './password-form';

type Stage = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol' };

/** Staff sign-in: password, then the authenticator code (or first-time enrolment). */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const verify = useLoginVerify();
  const form = useAdminForm(adminLoginRequestSchema, { username: '', password: '' });
  const [code, setCode] = useState('');

  const enter = async (token: string) => {
    session.set(token);
    await client.invalidateQueries();
    await navigate(paths.home, { replace: true });
  };
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : t('error.generic'));

  const onPassword = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await login.mutateAsync(values);
      if (data.stage === 'full' && data.token) return enter(data.token);
      if (data.stage === 'second_factor' && data.challenge)
        return setStage({ kind: 'code', challenge: data.challenge });
      if (data.stage === 'enrolment' && data.token) {
        session.set(data.token);
        setStage({ kind: 'enrol' });
      }
    } catch (e) {
      fail(e);
    }
  });

  const onCode = async (e: React.FormEvent) => {
    e.preventDefault();
    if (stage.kind !== 'code') return;
    setError(null);
    try {
      const { data } = await verify.mutateAsync({ challenge: stage.challenge, code: code.trim() });
      await enter(data.token);
    } catch (err) {
      fail(err);
    }
  };

  return (
    <AuthCard title={t('auth.title')} error={error}>
      {stage.kind === 'password' && <PasswordForm form={form} onSubmit={onPassword} busy={login.isPending} />}
      {stage.kind === 'code' && (
        <CodeForm code={code} setCode={setCode} onSubmit={onCode} busy={verify.isPending} />
      )}
      {stage.kind === 'enrol' && (
        <Enrolment
          onDone={() => {
            session.clear();
            form.reset();
            setStage({ kind: 'password' });
          }}
        />
      )}
    </AuthCard>
  );
}

/** The second step: the authenticator code, or a recovery code. */
function CodeForm({
  code,
  setCode,
  onSubmit,
  busy,
}: {
  code: string;
  setCode: (code: string) => void;
  onSubmit: (e: React.FormEvent) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('auth.codeHelp')}</p>
      <TextField
        label={t('auth.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        maxLength={40}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
