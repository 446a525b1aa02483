import { TransactionKind } from '@lalebet/shared/enums';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';
import { closeDialogs, type OpenDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { usePaymentDetail } from '../../api/get-payment-detail';
import type { Direction } from '../../api/keys';
import { type PaymentRequest, useDeposit } from '../../api/post-deposit';
import { errorMessage } from '@/lib/api-message';
import { closeLater, ERROR_CLOSE_MS } from '../../lib/dialog-timing';
import { openPaymentPage } from '../../lib/open-payment-page';
import { type PaymentDetail, PaymentForm } from '../payment-form/payment-form';
import { DepositContinue } from './deposit-continue';
import { useWithdrawFlow } from './use-withdraw-flow';
import { ForfeitConfirm } from './forfeit-confirm';
import styles from './payment-dialog.module.css';

const directionOf = (dialog: OpenDialog): Direction =>
  Number(dialog.type ?? (dialog.name === 'withdraw' ? 2 : 1)) === TransactionKind.Withdraw ? 2 : 1;

/**
 * The dynamic deposit or withdraw dialog (docs/product.md §2, §4 and §8): the method's form from
 * payment/detail. A deposit then opens the gateway's page and shows the continue view; a
 * withdrawal closes after 500 ms. An empty or failed detail closes after 100 ms.
 */
export function PaymentDetailDialog({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const direction = directionOf(dialog);
  const id = Number(dialog.id);
  const detail = usePaymentDetail(id, direction);
  const deposit = useDeposit();
  const session = useSession();
  const balance = session?.balance ?? 0;
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);

  // Only a form that never arrived fails the dialog, not a later background refetch.
  const fields = detail.data;
  const failed = fields ? fields.length === 0 : detail.isError;
  const reported = useRef(false);
  useEffect(() => {
    if (!failed) return;
    if (!reported.current) {
      reported.current = true;
      toast.error(detail.isError ? errorMessage(detail.error, tc('app.error.title')) : t('form.noData'));
    }
    return closeLater(dialog, ERROR_CLOSE_MS);
  }, [failed, detail.isError, detail.error, dialog, t, tc]);

  const { withdraw, withdrawn, forfeit, setForfeit, confirmForfeit, submitWithdraw } = useWithdrawFlow(
    dialog,
    id,
  );

  const submit = async (values: PaymentDetail) => {
    const body: PaymentRequest = { id, target: 'pay', detail: values };
    const { data: url, message } = await deposit.mutateAsync(body);
    toast.success(message || t('deposit.done'));
    setPaymentUrl(url);
    openPaymentPage(url);
  };

  const title =
    dialog.title ?? t(direction === TransactionKind.Withdraw ? 'withdraw.title' : 'deposit.title');
  return (
    <Dialog title={title} onClose={closeDialogs}>
      {paymentUrl ? (
        <DepositContinue url={paymentUrl} />
      ) : !fields ? (
        <div className={styles.loading}>
          {detail.isPending && <Spinner size={28} label={t('form.loading')} />}
        </div>
      ) : failed ? null : (
        <div className={styles.stack}>
          {direction === TransactionKind.Withdraw && (
            <p className={styles.balance}>
              <span>{t('form.balance')}</span>
              <strong>{formatMoney(balance)}</strong>
            </p>
          )}
          {/* The form stays (locked) under the question, so "keep my bonus" returns to it as typed. */}
          {forfeit && (
            <ForfeitConfirm
              message={forfeit.message}
              busy={withdraw.isPending}
              onConfirm={() => void confirmForfeit()}
              onCancel={() => setForfeit(null)}
            />
          )}
          <PaymentForm
            fields={fields}
            onSubmit={submit}
            onStepUp={direction === TransactionKind.Withdraw ? submitWithdraw : undefined}
            smsAlternative={session?.smsVerified === true}
            locked={withdrawn || forfeit !== null}
          />
        </div>
      )}
    </Dialog>
  );
}
