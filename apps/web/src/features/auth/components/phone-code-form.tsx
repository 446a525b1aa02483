import { fields, updatePhoneRequestSchema } from '@lalebet/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { zodResolver } from '@/lib/zod-resolver';
import type { PhoneStep } from '../hooks/use-phone-code-steps';
import { PhoneInput, SmsCodeInput } from '@/components/ui/masked-input';
import { TextButton } from './auth-dialog';
import styles from './auth.module.css';

const codeRule = updatePhoneRequestSchema.options[1].shape.code;

// The request's own code rule, and the 10-digit mask for the phone (the 90 is added on sending).
// The code counts only at step 2; the step rides along as a form value. The account password
// counts only at step 1 when asked for (a verified number is being replaced).
const phoneCodeSchema = z
  .object({
    step: z.union([z.literal(1), z.literal(2)]),
    phone: fields.phone10(),
    code: z.string(),
    password: z.string(),
    askPassword: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = v.step === 2 ? codeRule.safeParse(v.code).error?.issues[0] : undefined;
    if (issue) ctx.addIssue({ code: 'custom', path: ['code'], message: issue.message });
    if (v.step === 1 && v.askPassword && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'v.passwordForPhone' });
    }
  });
type Values = z.output<typeof phoneCodeSchema>;

type Props = {
  step: PhoneStep;
  defaultPhone: string;
  /** Step 1 only: the phone may not be edited (the post-registration view before "Change Phone Number"). */
  phoneLocked?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Shown at step 2 above the code field: where the code went. */
  codeMessage?: ReactNode;
  onSendCode: (phone: string, password?: string) => unknown;
  /** The account's number is verified: step 1 asks for the account password. */
  askPassword?: boolean;
  onVerify: (phone: string, code: string) => unknown;
  onChangePhone: () => void;
  /** Below the button, e.g. "Skip Verification". */
  footer?: ReactNode;
};

/** A phone field and, at step 2, the locked phone with the SMS code (mask 00-00-00). */
export function PhoneCodeForm(props: Props) {
  const { step, phoneLocked = false, pending, footer } = props;
  const askPassword = props.askPassword ?? false;
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setValue, setFocus, formState, register } = useForm<Values>({
    resolver: zodResolver(phoneCodeSchema),
    mode: 'onTouched',
    defaultValues: { step, phone: props.defaultPhone, code: '', password: '', askPassword },
  });
  useEffect(() => setValue('askPassword', askPassword), [askPassword, setValue]);
  const { errors } = formState;

  const mounted = useRef(false);
  useEffect(() => {
    setValue('step', step);
    if (step === 1 && mounted.current) {
      setValue('code', ''); // "Change Phone Number" clears the code
      setFocus('phone');
    }
    mounted.current = true;
  }, [step, setValue, setFocus]);

  const onSubmit = handleSubmit(async ({ phone, code, password }) => {
    if (step === 1) await props.onSendCode(phone, askPassword ? password : undefined);
    else await props.onVerify(phone, code);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField label={t('field.phone')} error={errors.phone} prefix="+90">
            <PhoneInput field={field} readOnly={step === 2 || phoneLocked} />
          </FormField>
        )}
      />
      {step === 1 && askPassword && (
        <FormField label={t('phone.password')} error={errors.password}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
      )}
      {step === 2 && (
        <>
          <div className={styles.actions}>
            <TextButton onClick={props.onChangePhone}>{t('phone.changeNumber')}</TextButton>
          </div>
          {props.codeMessage && <p className={styles.lead}>{props.codeMessage}</p>}
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <FormField label={t('field.smsCode')} error={errors.code}>
                <SmsCodeInput field={field} autoFocus />
              </FormField>
            )}
          />
        </>
      )}
      <Button type="submit" size="lg" block loading={pending}>
        {props.submitLabel}
      </Button>
      {footer}
    </form>
  );
}
