import type { OpenDialog } from '@/stores/dialogs';
import { DepositMoneyDialog } from './deposit-money-dialog';
import { PaymentDetailDialog } from './payment-detail-dialog';

/**
 * The dialogs named 'deposit' and 'withdraw'. Without an id, 'deposit' is the 'Deposit Money'
 * modal (the deposit methods); with one, both are the product's dynamic payment dialog for
 * that method: `{ name, id: method id, type: 1 | 2 (deposit | withdraw), title: method name }`.
 */
export default function PaymentDialog({ dialog }: { dialog: OpenDialog }) {
  if (dialog.id === undefined) return dialog.name === 'deposit' ? <DepositMoneyDialog /> : null;
  return <PaymentDetailDialog dialog={dialog} />;
}
