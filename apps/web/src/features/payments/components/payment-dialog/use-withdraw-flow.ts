import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-message';
import type { OpenDialog } from '@/stores/dialogs';
import type { PaymentRequest } from '../../api/post-deposit';
import { useWithdraw } from '../../api/post-withdraw';
import { closeLater, WITHDRAW_CLOSE_MS } from '../../lib/dialog-timing';
import type { StepUp } from '../../lib/payment-fields';
import type { PaymentDetail } from '../payment-form/payment-form';

/**
 * The withdrawal from the payment dialog: send it with its step-up, ask before forfeiting an
 * active bonus, then close the dialog after 500 ms.
 */
export function useWithdrawFlow(dialog: OpenDialog, id: number) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const withdraw = useWithdraw();
  const [withdrawn, setWithdrawn] = useState(false);
  // A withdrawal refused because a bonus is active: the form values and the server's warning.
  const [forfeit, setForfeit] = useState<{ values: PaymentDetail; stepUp: StepUp; message: string } | null>(
    null,
  );
  // A pending close dies with the dialog (the player may close it first).
  const cancelClose = useRef<() => void>(undefined);
  useEffect(() => () => cancelClose.current?.(), []);

  const sendWithdraw = async (body: PaymentRequest) => {
    const { message } = await withdraw.mutateAsync(body);
    toast.success(message || t('withdraw.done'));
    setForfeit(null);
    setWithdrawn(true); // no second request in the 500 ms before the dialog closes
    cancelClose.current = closeLater(dialog, WITHDRAW_CLOSE_MS);
  };

  const confirmForfeit = async () => {
    if (!forfeit) return;
    try {
      // The bonus question comes before the step-up on the server, so an SMS code is still unspent.
      const { values, stepUp } = forfeit;
      await sendWithdraw({ id, target: 'pay', detail: values, ...stepUp, forfeitBonus: true });
    } catch (error) {
      setForfeit(null);
      toast.error(errorMessage(error, tc('app.error.title')));
    }
  };

  /** A withdrawal carries the account password or an SMS code (step-up, docs/decisions/015-…). */
  const submitWithdraw = async (values: PaymentDetail, stepUp: StepUp) => {
    try {
      await sendWithdraw({ id, target: 'pay', detail: values, ...stepUp });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'BONUS_FORFEIT_REQUIRED') throw error;
      setForfeit({ values, stepUp, message: error.message });
    }
  };

  return { withdraw, withdrawn, forfeit, setForfeit, confirmForfeit, submitWithdraw };
}
