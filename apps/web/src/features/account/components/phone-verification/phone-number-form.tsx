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

const schema = z.object({ phone: fields.phone10() });
type Values = z.infer<typeof schema>;

type Props = {
  step: PhoneStep;
  /** The number in use: 10 national digits. */
  phone: string;
  sending: boolean;
  /** Seconds until another code may be sent. */
  remaining: number;
  onSend: (national: string) => Promise<unknown>;
  onUpdateNumber: () => void;
};

/** The phone field (editable only in Update), Send Code and the Update Number link. */
export function PhoneNumberForm({ step, phone, sending, remaining, onSend, onUpdateNumber }: Props) {
  const { t } = useTranslation('account');
  const editable = isPhoneEditable(step);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { phone },
  });
  const { control, handleSubmit, setFocus, formState } = form;

  useEffect(() => {
    if (editable) setFocus('phone');
  }, [editable, setFocus]);

  const onSubmit = handleSubmit(async ({ phone: national }) => {
    const error = await onSend(national);
    applyServerErrors(form, error);
  });

  const canSend = step === PhonePageStep.NotVerified || step === PhonePageStep.Update;
  const canUpdate = step === PhonePageStep.NotVerified || step === PhonePageStep.VerificationCode;
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
