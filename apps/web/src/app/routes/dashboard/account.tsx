import { AccountDetails } from '@/features/account/components/account-details/account-details';
import { KycCard } from '@/features/kyc/components/kyc-card';

export default function AccountPage() {
  return <AccountDetails extra={<KycCard />} />;
}
