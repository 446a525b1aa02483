import type { ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { LinkButton } from '@/components/ui/link-button';
import { SmsCodeInput } from '@/components/ui/masked-input';
import { toast } from '@/components/ui/toast';
import { formatSeconds, useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-message';
import { useWithdrawCode } from '../../api/post-withdraw-code';
import { type FormValues, PASSWORD_KEY, SMS_CODE_KEY, type StepUpVia } from '../../lib/payment-fields';
import type { ParsedValues } from '../../lib/payment-resolver';
import styles from './payment-form.module.css';

/** The phone page's pace: the server refuses a new code within a minute anyway. */
export const RESEND_SECONDS = 60;
/** Six digits, shown as on the phone page. */
const CODE_MASK = '000-000';

type Props = {
  form: UseFormReturn<FormValues, unknown, ParsedValues>;
  errors: FieldErrors<FormValues>;
  via: StepUpVia;
  onVia: (via: StepUpVia) => void;
  /** Only a verified phone can get the code (session smsVerified). */
  smsAlternative: boolean;
};

/**
 * What confirms a withdrawal (docs/decisions/015-withdrawal-step-up-and-payout-details.md): the
 * account password, or instead a code sent by SMS to the verified phone. Asking for the code
 * switches the field; the server's message is the toast, and a new code waits 60 s.
 */
export function StepUpField({ form, errors, via, onVia, smsAlternative }: Props) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const send = useWithdrawCode();
  const countdown = useCountdown(RESEND_SECONDS);

  const showCodeField = () => {
    countdown.start();
    if (via !== 'sms') {
      form.setValue(SMS_CODE_KEY, '');
      onVia('sms');
    }
    setTimeout(() => form.setFocus(SMS_CODE_KEY));
  };
  const sendCode = async () => {
    try {
      const { message } = await send.mutateAsync();
      toast.success(message || t('form.smsSent'));
      showCodeField();
    } catch (error) {
      toast.error(errorMessage(error, tc('app.error.title')));
      // A code went out less than a minute ago (the dialog was reopened): it is still good.
      if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') showCodeField();
    }
  };
  const usePassword = () => {
    form.setValue(PASSWORD_KEY, '');
    onVia('password');
  };

  if (via === 'password') {
    return (
      <div className={styles.stepUp}>
        <FormField label={t('form.password')} error={errors[PASSWORD_KEY]} hint={t('form.passwordHint')}>
          <input type="password" autoComplete="current-password" {...form.register(PASSWORD_KEY)} />
        </FormField>
        {smsAlternative && (
          <p className={styles.alternative}>
            <SendCodeLink onSend={sendCode} pending={send.isPending}>
              {t('form.smsInstead')}
            </SendCodeLink>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.stepUp}>
      <Controller
        control={form.control}
        name={SMS_CODE_KEY}
        render={({ field }) => (
          <FormField label={t('form.smsCode')} error={errors[SMS_CODE_KEY]} hint={t('form.smsCodeHint')}>
            <SmsCodeInput field={field} mask={CODE_MASK} />
          </FormField>
        )}
      />
      <div className={styles.alternatives}>
        <p className={styles.alternative}>
          {countdown.running ? (
            <>
              {t('form.smsResendWait')}{' '}
              <strong className={styles.timer}>{formatSeconds(countdown.remaining)}</strong>
            </>
          ) : (
            <SendCodeLink onSend={sendCode} pending={send.isPending}>
              {t('form.smsResend')}
            </SendCodeLink>
          )}
        </p>
        <p className={styles.alternative}>
          <LinkButton onClick={usePassword}>{t('form.passwordInstead')}</LinkButton>
        </p>
      </div>
    </div>
  );
}

/** Asks for a (new) code; busy while the request is out. */
function SendCodeLink({
  onSend,
  pending,
  children,
}: {
  onSend: () => Promise<void>;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <LinkButton onClick={() => void onSend()} disabled={pending} aria-busy={pending || undefined}>
      {children}
    </LinkButton>
  );
}
