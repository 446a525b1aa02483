import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { closeDialogs } from '@/stores/dialogs';
import { NotificationPanel } from './notification-panel';
import styles from './notification-popups.module.css';

/**
 * The notification bottom sheet (docs/product.md §2, Dialogs): opened from the bell on mobile
 * and from the dashboard menu's Notifications entry. 582 px high; full height on screens of
 * 900 px or less (section 9).
 */
export default function NotificationsDialog() {
  const { t } = useTranslation('notifications');
  return (
    <Dialog title={t('title')} onClose={closeDialogs} className={styles.sheet} bodyClassName={styles.body}>
      <NotificationPanel />
    </Dialog>
  );
}
