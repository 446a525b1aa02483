import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/icons/ui-icons';
import { openDialog } from '@/stores/dialogs';
import { countUnread, useNotifications } from '../api/get-notifications';
import { formatBadge } from '../lib/format-badge';
import { useHubStatus } from '../realtime/connection-store';
import type { Anchor } from './notification-dropdown';
import { useShakeKey } from './use-shake';
import styles from './notification-bell.module.css';

const NotificationDropdown = lazy(() => import('./notification-dropdown'));
const DESKTOP_QUERY = '(min-width: 992px)';
const GAP_PX = 8;

/**
 * The header bell of a logged-in player (docs/product.md §2): unread badge, a shake when the
 * number of notifications changes, a dot while the real-time connection is down. Desktop: the
 * dropdown under the bell; mobile: the bottom sheet (the 'notifications' dialog).
 */
export default function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = useNotifications();
  const unread = countUnread(data);
  const shakeKey = useShakeKey(data?.length);
  const status = useHubStatus();
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);

  const onClick = () => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect || !window.matchMedia(DESKTOP_QUERY).matches) return openDialog({ name: 'notifications' });
    setAnchor({ top: Math.round(rect.bottom + GAP_PX), right: Math.round(window.innerWidth - rect.right) });
  };
  const close = () => {
    setAnchor(null);
    button.current?.focus();
  };
  const badge = formatBadge(unread);
  const label = unread ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const offline = status === 'reconnecting' || status === 'lost';
  const offlineText = t(status === 'lost' ? 'connection.lost' : 'connection.reconnecting');

  return (
    <div className={styles.root} data-hub={status}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={onClick}
      >
        <span key={shakeKey} className={shakeKey ? styles.shake : styles.icon}>
          <BellIcon size={22} />
        </span>
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-badge>
            {badge}
          </span>
        )}
      </button>
      {offline && <span role="img" className={styles.offline} aria-label={offlineText} title={offlineText} />}
      {anchor && (
        <Suspense fallback={null}>
          <NotificationDropdown anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
