import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@/stores/dialogs';
import { useChangePasswordWithCode } from '../api/change-password-with-code';
import { useCheckResetCode } from '../api/check-reset-code';
import { useSendResetPassword } from '../api/send-reset-password';
import { reportServerError } from '@/lib/server-errors';
import { AuthDialog, TextButton } from './auth-dialog';
import { CodeStep, PasswordStep, UsernameStep } from './recovery-steps';
import styles from './auth.module.css';

/** docs/product.md §9: the login form opens 1 s after the password change. */
export const LOGIN_AFTER_RESET_MS = 1000;

type Step = 1 | 2 | 3 | 4;
const TITLES = {
  1: 'recovery.title',
  2: 'recovery.codeTitle',
  3: 'recovery.passwordTitle',
  4: 'recovery.title',
} as const;

/**
 * Password recovery in four steps (docs/product.md §2 and §4): username, e-mailed code, new
 * password, done. A failure keeps the step and shows the server's message.
 */
export default function PasswordRecoveryDialog() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>(1);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const send = useSendResetPassword();
  const check = useCheckResetCode();
  const change = useChangePasswordWithCode();

  useEffect(() => {
    if (step !== 4) return;
    const timer = setTimeout(() => openDialog({ name: 'login', data: { username } }), LOGIN_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [step, username]);

  return (
    <AuthDialog title={t(TITLES[step])}>
      <div className={styles.form}>
        {step === 1 && (
          <UsernameStep
            pending={send.isPending}
            onSubmit={async (values, form) => {
              try {
                await send.mutateAsync(values);
                setUsername(values.username);
                setStep(2);
              } catch (error) {
                reportServerError(error, form);
              }
            }}
          />
        )}
        {step === 2 && (
          <CodeStep
            pending={check.isPending}
            onSubmit={async (values, form) => {
              try {
                await check.mutateAsync({ code: values.code, username });
                setCode(values.code);
                setStep(3);
              } catch (error) {
                reportServerError(error, form);
              }
            }}
          />
        )}
        {step === 3 && (
          <PasswordStep
            pending={change.isPending}
            onSubmit={async (values, form) => {
              try {
                await change.mutateAsync({ ...values, username, code });
                setStep(4);
              } catch (error) {
                reportServerError(error, form);
              }
            }}
          />
        )}
        {step === 4 && (
          <p className={styles.success} role="status">
            {t('recovery.doneText')}
          </p>
        )}
        <p className={styles.footer}>
          <TextButton onClick={() => openDialog({ name: 'register' })}>{t('link.toRegister')}</TextButton>
        </p>
      </div>
    </AuthDialog>
  );
}
