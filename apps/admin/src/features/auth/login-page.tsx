import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { LanguageSwitch } from '@/components/language-switch';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';
import { adminLoginRequestSchema, useLogin, useLoginVerify, type LoginInput } from './api/login';
import { Enrolment } from './enrolment';

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
  const form = useForm<LoginInput>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
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
    <main className="login" id="main">
      <div className="login-card">
        <div className="login-head">
          <h1>{t('auth.title')}</h1>
          <LanguageSwitch />
        </div>
        {error && (
          <p className="alert alert-bad" role="alert">
            {error}
          </p>
        )}
        {stage.kind === 'password' && (
          <form onSubmit={onPassword} noValidate>
            <TextField
              label={t('auth.username')}
              autoComplete="username"
              {...form.register('username')}
              error={
                form.formState.errors.username?.message &&
                t(`validation:${form.formState.errors.username.message}`)
              }
            />
            <TextField
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
              error={
                form.formState.errors.password?.message &&
                t(`validation:${form.formState.errors.password.message}`)
              }
            />
            <Button type="submit" variant="primary" busy={login.isPending}>
              {t('auth.continue')}
            </Button>
          </form>
        )}
        {stage.kind === 'code' && (
          <form onSubmit={onCode} noValidate>
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
            <Button type="submit" variant="primary" busy={verify.isPending}>
              {t('auth.signIn')}
            </Button>
          </form>
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
      </div>
    </main>
  );
}
