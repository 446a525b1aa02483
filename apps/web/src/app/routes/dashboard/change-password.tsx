import { ChangePassword } from '@/features/account/components/change-password/change-password';

export default function ChangePasswordPage() {
  return <ChangePassword />;
}
