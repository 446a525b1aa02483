import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';

/** Verified / Not Verified (docs/product.md §2). */
export function PhoneBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return verified ? (
    <StatusBadge tone="success">{t('phone.verified')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('phone.notVerified')}</StatusBadge>
  );
}
