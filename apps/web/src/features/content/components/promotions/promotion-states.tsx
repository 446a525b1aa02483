import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GiftIcon } from '@/components/ui/icons/nav-icons';
import grid from './promotions.module.css';
import styles from './promotion-states.module.css';

/** Ghost cards in the grid's shape, so nothing jumps when the real ones arrive. */
export function PromotionSkeleton() {
  const { t } = useTranslation('promotions');
  return (
    <div className={grid.grid} role="status" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.ghost} aria-hidden="true">
          <span className={styles.ghostImage} />
          <span className={styles.bone} data-size="title" />
          <span className={styles.bone} />
          <span className={styles.bone} data-size="short" />
        </div>
      ))}
    </div>
  );
}

export function PromotionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateText}>{t('error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** Nothing live at all, or nothing in the chosen category (then offer the way back). */
export function PromotionEmpty({ onShowAll }: { onShowAll?: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={styles.state} role="status">
      <span className={styles.stateIcon}>
        <GiftIcon size={28} />
      </span>
      <p className={styles.stateTitle}>{onShowAll ? t('empty.filtered') : t('empty.title')}</p>
      {onShowAll ? (
        <Button variant="secondary" onClick={onShowAll}>
          {t('empty.showAll')}
        </Button>
      ) : (
        <p className={styles.stateText}>{t('empty.text')}</p>
      )}
    </div>
  );
}
