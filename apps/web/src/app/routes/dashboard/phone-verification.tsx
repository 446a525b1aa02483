import { PhoneVerification } from '@/features/account/components/phone-verification/phone-verification';

export default function PhoneVerificationPage() {
  return <PhoneVerification />;
}
