import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { useAckReview } from '../api/post-review-ack';
import styles from './protection.module.css';

/**
 * docs/rules.md R17: every 6 months, or the player's shorter choice,
 * a prompt to review the account and transaction history. Either choice acknowledges it.
 */
export function ReviewBanner() {
  const { t } = useTranslation('protection');
  const state = useResponsibleGaming();
  const ack = useAckReview();
  const titleId = useId();
  if (!state.data?.review.due || ack.isSuccess) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.bannerTitle}>
          {t('review.title')}
        </h2>
        <p>{t('review.text')}</p>
      </div>
      <div className={styles.actions}>
        <Link
          to={paths.dashboard.financialActivities}
          className={buttonClass('primary', 'sm')}
          onClick={() => ack.mutate()}
        >
          {t('review.history')}
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={ack.isPending}
          onClick={() => ack.mutate()}
        >
          {t('review.dismiss')}
        </button>
      </div>
    </section>
  );
}
