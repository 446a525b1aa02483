import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import styles from './claim-bonus.module.css';

/**
 * The player's own invite link for a referral offer: the site's address with `?ref=<user code>`,
 * which the web keeps as `refId` and sends at sign-up (lib/referral.ts).
 */
export function ReferralLink() {
  const { t } = useTranslation('bonuses');
  const session = useSession();
  if (!session?.usercode) return null;
  const link = `${window.location.origin}/?ref=${session.usercode}`;
  return (
    <div className={styles.referral}>
      <p>{t('referral.lead')}</p>
      <input
        className={styles.referralLink}
        readOnly
        value={link}
        aria-label={t('referral.link')}
        onFocus={(e) => e.currentTarget.select()}
      />
    </div>
  );
}
