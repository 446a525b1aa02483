import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { reportServerError } from '@/lib/server-errors';
import { patchSession } from '@/stores/session';
import { useUpdatePhone } from '@/lib/update-phone';
import { withPrefix } from '../utils/phone';

export type PhoneStep = 1 | 2;

/**
 * The SMS steps shared by the post-registration view and the SMS dialog (docs/product.md §4):
 * step 1 sends a code to the phone and moves to step 2; step 2 checks the code, marks the
 * session verified and calls `onVerified`. Failures stay on the step with an error toast.
 */
export function usePhoneCodeSteps(onVerified: (phone: string) => void) {
  const [step, setStep] = useState<PhoneStep>(1);
  const mutation = useUpdatePhone();

  /** `password`: the account password, when a verified number is being replaced. */
  const sendCode = async (phone: string, password?: string) => {
    try {
      const body = { step: 1 as const, phone: withPrefix(phone) };
      const { message } = await mutation.mutateAsync(password ? { ...body, password } : body);
      if (message) toast.success(message);
      setStep(2);
      return true;
    } catch (error) {
      reportServerError(error);
      return false;
    }
  };

  const verify = async (phone: string, code: string) => {
    try {
      const { message } = await mutation.mutateAsync({ step: 2, phone: withPrefix(phone), code });
      if (message) toast.success(message);
      patchSession({ smsVerified: true, phone: withPrefix(phone) });
      onVerified(phone);
      return true;
    } catch (error) {
      reportServerError(error);
      return false;
    }
  };

  return { step, setStep, sendCode, verify, pending: mutation.isPending };
}
