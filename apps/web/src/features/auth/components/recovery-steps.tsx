import {
  AUTH_LIMITS,
  changePasswordWithCodeRequestSchema,
  checkResetCodeRequestSchema,
  sendResetRequestSchema,
} from '@lalebet/shared';
import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { zodResolver } from '@/lib/zod-resolver';
import styles from './auth.module.css';

const usernameParams = {
  minimum: AUTH_LIMITS.recoveryUsername.min,
  maximum: AUTH_LIMITS.recoveryUsername.max,
};
const codeParams = { minimum: AUTH_LIMITS.resetCode.min, maximum: AUTH_LIMITS.resetCode.max };
const passwordParams = { minimum: AUTH_LIMITS.passwordMin, maximum: AUTH_LIMITS.passwordMax };

const usernameSchema = sendResetRequestSchema;
const codeSchema = checkResetCodeRequestSchema.pick({ code: true });
const rules = changePasswordWithCodeRequestSchema.shape;
const passwordSchema = z
  .object({ password: rules.password, password2: rules.password2 })
  .refine((v) => v.password === v.password2, { path: ['password2'], error: 'v.mismatch' });

export type UsernameValues = z.output<typeof usernameSchema>;
export type CodeValues = z.output<typeof codeSchema>;
export type PasswordValues = z.output<typeof passwordSchema>;

/** Each step resolves true when the server accepted it; a failure keeps the form as it is. */
type StepProps<V extends FieldValues> = {
  pending: boolean;
  onSubmit: (values: V, form: UseFormReturn<V>) => unknown;
};

function StepForm<V extends FieldValues>({
  form,
  onSubmit,
  pending,
  children,
}: StepProps<V> & { form: UseFormReturn<V>; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <form className={styles.form} onSubmit={form.handleSubmit((v) => onSubmit(v, form))} noValidate>
      {children}
      <Button type="submit" size="lg" block loading={pending}>
        {t('recovery.continue')}
      </Button>
    </form>
  );
}

/** Step 1 'Recovery Password': the username the code is e-mailed for. */
export function UsernameStep(props: StepProps<UsernameValues>) {
  const { t } = useTranslation('auth');
  const form = useForm<UsernameValues>({
    resolver: zodResolver(usernameSchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  return (
    <StepForm form={form} {...props}>
      <FormField
        label={t('field.username')}
        error={form.formState.errors.username}
        errorParams={usernameParams}
      >
        <input type="text" autoComplete="username" autoCapitalize="none" {...form.register('username')} />
      </FormField>
    </StepForm>
  );
}

/** Step 2: the code from the e-mail. */
export function CodeStep(props: StepProps<CodeValues>) {
  const { t } = useTranslation('auth');
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  return (
    <StepForm form={form} {...props}>
      <p className={styles.lead}>{t('recovery.codeText')}</p>
      <FormField label={t('field.resetCode')} error={form.formState.errors.code} errorParams={codeParams}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          {...form.register('code')}
        />
      </FormField>
    </StepForm>
  );
}

/** Step 3 'New Password': the password twice. */
export function PasswordStep(props: StepProps<PasswordValues>) {
  const { t } = useTranslation('auth');
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password2: '' },
  });
  const { errors } = form.formState;
  return (
    <StepForm form={form} {...props}>
      <p className={styles.lead}>{t('recovery.passwordText')}</p>
      <FormField label={t('field.password')} error={errors.password} errorParams={passwordParams}>
        <input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
      </FormField>
      <FormField label={t('field.password2')} error={errors.password2} errorParams={passwordParams}>
        <input type="password" autoComplete="new-password" {...form.register('password2')} />
      </FormField>
    </StepForm>
  );
}
