import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/ui/icons/ui-icons';
import { KindBadge, NotificationTime } from './notification-item';
import styles from './notification-panel.module.css';

/** One notification in full; the back arrow returns to the list (docs/product.md §2). */
export function NotificationDetail({ item, onBack }: { item: NotificationDto; onBack: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <article className={styles.detail} aria-labelledby={`notification-${item.id}`}>
      <button
        type="button"
        className={styles.back}
        aria-label={t('back')}
        title={t('back')}
        autoFocus
        onClick={onBack}
      >
        <ChevronLeftIcon size={22} />
      </button>
      <div className={styles.detailHead}>
        <KindBadge type={item.type} />
        <div>
          <h3 id={`notification-${item.id}`} className={styles.detailTitle}>
            {item.title}
          </h3>
          <NotificationTime timeStamp={item.timeStamp} />
        </div>
      </div>
      <p className={styles.detailNote}>{item.note}</p>
    </article>
  );
}
