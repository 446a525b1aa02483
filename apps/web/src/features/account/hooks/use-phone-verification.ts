import { PHONE_PREFIX } from '@lalebet/shared';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { patchSession, useSession } from '@/stores/session';
import { useUpdatePhone } from '@/lib/update-phone';
import { errorMessage } from '@/lib/api-message';
import { nationalPhone } from '../lib/format';
import { initialPhoneStep, phoneStepReducer } from './phone-step';
import { useCountdown } from '@/hooks/use-countdown';

/** Brief, section 9: the resend timer. The server refuses a new code sooner anyway. */
export const RESEND_SECONDS = 60;

/**
 * The phone verification page's state: the step, the number in use (10 national digits), the
 * resend countdown and the two calls. Server messages become toasts (brief, section 8); the
 * callers get `true` on success so they can reset or clear their fields.
 */
export function usePhoneVerification() {
  const { t } = useTranslation();
  const session = useSession();
  const [step, dispatch] = useReducer(phoneStepReducer, session?.smsVerified ?? false, initialPhoneStep);
  const [phone, setPhone] = useState(() => nationalPhone(session?.phone ?? ''));
  const countdown = useCountdown(RESEND_SECONDS);
  const mutation = useUpdatePhone();
  const fail = (error: unknown) => {
    toast.error(errorMessage(error, t('app.error.title')));
    return error;
  };

  /** Step 1: sends a code to `national`; resolves to null, or the error for the form to show. */
  async function sendCode(national: string): Promise<unknown> {
    try {
      const { message } = await mutation.mutateAsync({ step: 1, phone: PHONE_PREFIX + national });
      if (message) toast.success(message);
      setPhone(national);
      dispatch('codeSent');
      countdown.start();
      return null;
    } catch (error) {
      return fail(error);
    }
  }

  /** Step 2: checks the code for the number in use; true when the number is now verified. */
  async function verify(code: string): Promise<boolean> {
    try {
      const full = PHONE_PREFIX + phone;
      const { message } = await mutation.mutateAsync({ step: 2, phone: full, code });
      if (message) toast.success(message);
      patchSession({ smsVerified: true, phone: full });
      countdown.stop();
      dispatch('verified');
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return {
    step,
    phone,
    remaining: countdown.remaining,
    sending: mutation.isPending && mutation.variables?.step === 1,
    verifying: mutation.isPending && mutation.variables?.step === 2,
    sendCode,
    resend: () => sendCode(phone),
    verify,
    // The countdown keeps running: the server allows one code a minute, whatever the number.
    updateNumber: () => dispatch('updateNumber'),
  };
}
