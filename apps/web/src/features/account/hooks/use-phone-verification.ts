import { PHONE_PREFIX } from '@lalebet/shared';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { patchSession, useSession } from '@/stores/session';
import { useUpdatePhone } from '@/lib/update-phone';
import { errorMessage } from '@/lib/api-message';
import { nationalPhone } from '../lib/format';
import { initialPhoneStep, phoneStepReducer } from './phone-step';
import { useCountdown } from '@/hooks/use-countdown';

/** docs/product.md §9: the resend timer. The server refuses a new code sooner anyway. */
export const RESEND_SECONDS = 60;

/**
 * The phone verification page's state: the step, the number in use (10 national digits), the
 * resend countdown and the two calls. Server messages become toasts (docs/product.md §8); the
 * callers get `true` on success so they can reset or clear their fields.
 */
export function usePhoneVerification() {
  const { t } = useTranslation();
  const session = useSession();
  const [step, dispatch] = useReducer(phoneStepReducer, session?.smsVerified ?? false, initialPhoneStep);
  const [phone, setPhone] = useState(() => nationalPhone(session?.phone ?? ''));
  const countdown = useCountdown(RESEND_SECONDS);
  // Replacing a verified number needs the account password at every send, resends included;
  // it is kept in memory for this page only.
  const password = useRef<string | undefined>(undefined);
  const mutation = useUpdatePhone();
  /** A verified number is replaced only with the account password (the server checks it). */
  const askPassword = session?.smsVerified ?? false;
  const fail = (error: unknown) => {
    toast.error(errorMessage(error, t('app.error.title')));
    return error;
  };

  /** Step 1: sends a code to `national`; resolves to null, or the error for the form to show. */
  async function sendCode(national: string, accountPassword?: string): Promise<unknown> {
    if (accountPassword !== undefined) password.current = accountPassword;
    try {
      const body = { step: 1 as const, phone: PHONE_PREFIX + national };
      const { message } = await mutation.mutateAsync(
        askPassword && password.current ? { ...body, password: password.current } : body,
      );
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
      password.current = undefined;
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
    askPassword,
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
