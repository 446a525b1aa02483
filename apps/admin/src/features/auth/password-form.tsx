import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import type { AdminForm } from '@/components/use-admin-form';
import type { LoginInput } from './api/login';

/** The first step of signing in: username and password. */
export function PasswordForm({
  form,
  onSubmit,
  busy,
}: {
  form: AdminForm<LoginInput, LoginInput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        {...form.register('username')}
        error={form.errorOf('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('auth.continue')}
      </Button>
    </form>
  );
}
