import { TransactionKind } from '@lalebet/shared/enums';
import { KycDocumentsNotice } from '@/features/kyc/components/documents-notice';
import { FinancialActivities } from '@/features/payments/components/financial-activities/financial-activities';
import { PaymentMethodsPage } from '@/features/payments/components/methods-page/payment-methods-page';

// One chunk for the three wallet pages: the entry (the home route's JS budget) then lists
// one module and its imports instead of three.

/** Before the first deposit the player reads which documents may be requested (docs/rules.md R35). */
export function DepositPage() {
  return (
    <>
      <KycDocumentsNotice />
      <PaymentMethodsPage direction={TransactionKind.Deposit} />
    </>
  );
}

export function WithdrawPage() {
  return <PaymentMethodsPage direction={TransactionKind.Withdraw} />;
}

export function FinancialActivitiesPage() {
  return <FinancialActivities />;
}
