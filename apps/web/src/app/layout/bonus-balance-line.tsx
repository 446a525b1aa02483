import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';

/** "Bonus: ₺x" under the cash in the account menus; nothing without a bonus balance. */
export function BonusBalanceLine({ amount, className }: { amount: number; className?: string }) {
  const { t } = useTranslation();
  if (amount <= 0) return null;
  return (
    <span className={className}>
      {t('header.bonus')}: {formatMoney(amount)}
    </span>
  );
}
