import { fields, PHONE_PREFIX, PhonePageStep } from '@lalebet/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/masked-input';
import { applyServerErrors } from '@/lib/server-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { isPhoneEditable, type PhoneStep } from '../../hooks/phone-step';
import { formatSeconds } from '@/hooks/use-countdown';
import { LinkButton } from '@/components/ui/link-button';
import styles from './phone-verification.module.css';

// The password counts only when asked for (a verified number is being replaced); whether it is
// asked rides along as a form value, since the form outlives a step change.
const schema = z
  .object({ phone: fields.phone10(), password: z.string(), askPassword: z.boolean() })
  .superRefine((v, ctx) => {
    if (v.askPassword && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'v.passwordForPhone' });
    }
  });
type Values = z.infer<typeof schema>;

type Props = {
  step: PhoneStep;
  /** The number in use: 10 national digits. */
  phone: string;
  sending: boolean;
  /** Seconds until another code may be sent. */
  remaining: number;
  onSend: (national: string, password?: string) => Promise<unknown>;
  onUpdateNumber: () => void;
  /** The number in use is verified: replacing it needs the account password. */
  askPassword?: boolean;
};

/** The phone field (editable only in Update), Send Code and the Update Number link. */
export function PhoneNumberForm(props: Props) {
  const { step, phone, sending, remaining, onSend, onUpdateNumber } = props;
  const { t } = useTranslation('account');
  const editable = isPhoneEditable(step);
  const askPassword = editable && (props.askPassword ?? false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { phone, password: '', askPassword },
  });
  const { control, handleSubmit, setFocus, setValue, formState, register } = form;
  useEffect(() => setValue('askPassword', askPassword), [askPassword, setValue]);

  useEffect(() => {
    if (editable) setFocus('phone');
  }, [editable, setFocus]);

  const onSubmit = handleSubmit(async ({ phone: national, password }) => {
    const error = await onSend(national, askPassword ? password : undefined);
    applyServerErrors(form, error);
  });

  const canSend = step === PhonePageStep.NotVerified || step === PhonePageStep.Update;
  const canUpdate = step !== PhonePageStep.Update;
  const waiting = canSend && remaining > 0;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField
            label={t('phone.number')}
            error={formState.errors.phone}
            prefix={`+${PHONE_PREFIX}`}
            hint={editable ? t('phone.numberHint') : undefined}
          >
            <PhoneInput field={field} readOnly={!editable} />
          </FormField>
        )}
      />
      {askPassword && (
        <FormField
          label={t('phone.password')}
          error={formState.errors.password}
          hint={t('phone.passwordHint')}
        >
          <input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
      )}
      {canUpdate && (
        <p className={styles.inline}>
          <LinkButton onClick={onUpdateNumber}>{t('phone.updateNumber')}</LinkButton>
        </p>
      )}
      {canSend && (
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={sending} disabled={waiting}>
            {t('phone.sendCode')}
          </Button>
          {waiting && (
            <p className={styles.note}>
              {t('phone.resendWait')} <strong className={styles.timer}>{formatSeconds(remaining)}</strong>
            </p>
          )}
        </div>
      )}
    </form>
  );
}
