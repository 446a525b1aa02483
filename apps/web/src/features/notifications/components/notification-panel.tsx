import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons/ui-icons';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useReadNotification } from '../api/read-notification';
import { NotificationDetail } from './notification-detail';
import { NotificationItem } from './notification-item';
import styles from './notification-panel.module.css';

/**
 * The list and the detail view (docs/product.md §2), shared by the desktop dropdown and the
 * mobile bottom sheet. Opening an unread item asks the server to mark it read; the list shows
 * it read only once the server confirmed (section 4).
 */
export function NotificationPanel() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const read = useReadNotification();
  const [openId, setOpenId] = useState<number | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const item = openId === null ? undefined : query.data?.find((n) => n.id === openId);

  const open = (n: NotificationDto) => {
    setOpenId(n.id);
    setReturnTo(n.id);
    if (!n.isRead && !(read.isPending && read.variables === n.id)) read.mutate(n.id);
  };

  if (item) return <NotificationDetail item={item} onBack={() => setOpenId(null)} />;
  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className={`${styles.state} ${styles.empty}`}>
        <BellIcon size={40} />
        <p>{t('empty')}</p>
      </div>
    );
  }
  return (
    <ul role="list" className={styles.list} aria-label={t('list')}>
      {query.data.map((n) => (
        <NotificationItem key={n.id} item={n} onOpen={open} autoFocus={n.id === returnTo} />
      ))}
    </ul>
  );
}
