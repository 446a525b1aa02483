import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { reportServerError } from '@/lib/server-errors';
import { useSaveCoupon } from '../api/save-coupon';
import type { SlipSelection } from '../slip/slip-store';
import styles from '../slip/bet-slip.module.css';

/** "Kuponu paylaş": saves the slip as a code and shows it with a copy button. */
export function CouponShare({ selections }: { selections: SlipSelection[] }) {
  const { t } = useTranslation('betslip');
  const save = useSaveCoupon();
  const code = save.data?.code;
  const share = () =>
    save.mutate(
      selections.map(({ eventId, marketId, specifiers, outcomeId, odds }) => ({
        eventId,
        marketId,
        specifiers,
        outcomeId,
        odds,
      })),
      { onError: (e) => reportServerError(e) },
    );
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('coupon.copied'));
    } catch {
      // No clipboard (an insecure page, a refusal): the code is on screen to copy by hand.
    }
  };
  return (
    <div className={styles.coupon}>
      <Button variant="ghost" size="sm" loading={save.isPending} onClick={share}>
        {t('coupon.share')}
      </Button>
      {code && (
        <div className={styles.couponCode} role="status">
          <span>{t('coupon.code')}:</span>
          <strong className="identifier" data-testid="coupon-code">
            {code}
          </strong>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {t('coupon.copy')}
          </Button>
          <p className={styles.hint}>{t('coupon.shareHint')}</p>
        </div>
      )}
    </div>
  );
}
