import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatNotificationTime, isoTime } from '../lib/format-time';
import { kindOf } from './kind-icon';
import styles from './notification-panel.module.css';
import { cx } from '@/lib/cx';

/** The type icon in its coloured disc; the type is named for screen readers. */
export function KindBadge({ type }: { type: NotificationDto['type'] }) {
  const { t } = useTranslation('notifications');
  const { icon: Icon, label, tone } = kindOf(type);
  return (
    <span className={`${styles.kind} ${styles[tone]}`} title={t(label)}>
      <Icon size={20} />
      <span className="visually-hidden">{t(label)}: </span>
    </span>
  );
}

export function NotificationTime({ timeStamp }: { timeStamp: string }) {
  const locale = useLocale();
  return (
    <time className={styles.time} dateTime={isoTime(timeStamp)}>
      {formatNotificationTime(timeStamp, locale)}
    </time>
  );
}

type Props = { item: NotificationDto; onOpen: (item: NotificationDto) => void; autoFocus?: boolean };

/** One row of the list: type icon, title, note, time and, while unread, a dot. */
export function NotificationItem({ item, onOpen, autoFocus }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <li>
      <button
        type="button"
        className={cx(styles.item, !item.isRead && styles.unreadItem)}
        data-notification-id={item.id}
        data-read={item.isRead}
        autoFocus={autoFocus}
        onClick={() => onOpen(item)}
      >
        <KindBadge type={item.type} />
        <span className={styles.text}>
          <span className={styles.title}>{item.title}</span>
          <span className={styles.note}>{item.note}</span>
          <NotificationTime timeStamp={item.timeStamp} />
        </span>
        {!item.isRead && (
          <span className={styles.dot} data-unread-dot>
            <span className="visually-hidden">{t('unread')}</span>
          </span>
        )}
      </button>
    </li>
  );
}
