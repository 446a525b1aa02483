import { TransactionKind } from '@lalebet/shared/enums';
import { FinancialActivities } from '@/features/payments/components/financial-activities/financial-activities';
import { PaymentMethodsPage } from '@/features/payments/components/methods-page/payment-methods-page';

// One chunk for the three wallet pages: the entry (the home route's JS budget) then lists
// one module and its imports instead of three.

export function DepositPage() {
  return <PaymentMethodsPage direction={TransactionKind.Deposit} />;
}

export function WithdrawPage() {
  return <PaymentMethodsPage direction={TransactionKind.Withdraw} />;
}

export function FinancialActivitiesPage() {
  return <FinancialActivities />;
}
