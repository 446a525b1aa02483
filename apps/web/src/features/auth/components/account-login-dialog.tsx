import { AUTH_LIMITS, type LoginRequest, loginRequestSchema } from '@lalebet/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { zodResolver } from '@/lib/zod-resolver';
import { closeDialogs, openDialog, type OpenDialog } from '@/stores/dialogs';
import { setSession } from '@/stores/session';
import { useLoginCustomer } from '../api/login-customer';
import { reportServerError } from '@/lib/server-errors';
import { AuthDialog, TextButton } from './auth-dialog';
import styles from './auth.module.css';

const usernameParams = { minimum: AUTH_LIMITS.loginUsername.min, maximum: AUTH_LIMITS.loginUsername.max };
const passwordParams = { minimum: AUTH_LIMITS.loginPassword.min, maximum: AUTH_LIMITS.loginPassword.max };

/** Where the route guard wanted to go; the username recovery just reset. */
type LoginData = { redirectTo?: string; username?: string } | undefined;

/** The login form (docs/product.md §2): username, password, Login; links to recovery and sign-up. */
export default function AccountLoginDialog({ dialog }: { dialog?: OpenDialog }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useLoginCustomer();
  const opened = dialog?.data as LoginData;
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: opened?.username ?? '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, message } = await mutation.mutateAsync(values);
      setSession(data);
      // A withdraw-only session's message says why play is closed and until when.
      if (data.restriction) toast.info(message);
      else toast.success(message || t('login.done'));
      closeDialogs();
      // A withdraw-only session (a time-out or self-exclusion) lands on its block page.
      if (data.restriction) void navigate('/');
      else if (opened?.redirectTo) void navigate(opened.redirectTo);
    } catch (error) {
      reportServerError(error, form);
    }
  });

  return (
    <AuthDialog title={t('login.title')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField label={t('field.username')} error={errors.username} errorParams={usernameParams}>
          <input type="text" autoComplete="username" autoCapitalize="none" {...register('username')} />
        </FormField>
        <FormField label={t('field.password')} error={errors.password} errorParams={passwordParams}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className={styles.actions}>
          <TextButton onClick={() => openDialog({ name: 'recovery' })}>{t('login.toRecovery')}</TextButton>
        </div>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
        <p className={styles.footer}>
          <TextButton onClick={() => openDialog({ name: 'register' })}>{t('link.toRegister')}</TextButton>
        </p>
      </form>
    </AuthDialog>
  );
}
