import { AccountDetails } from '@/features/account/components/account-details/account-details';

export default function AccountPage() {
  return <AccountDetails />;
}
