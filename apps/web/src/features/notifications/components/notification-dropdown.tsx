import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { NotificationPanel } from './notification-panel';
import styles from './notification-popups.module.css';

/** Where the bell is: the dropdown opens under it, its right edge on the bell's. */
export type Anchor = { top: number; right: number };
type Props = { anchor: Anchor; onClose: () => void };

/**
 * The desktop dropdown under the bell: 386 px wide, 582 px high, and as tall as the window
 * allows on screens of 900 px or less (docs/product.md §9). A modal dialog with a clear backdrop:
 * focus stays in it, Escape or a click outside closes it, and toasts still show above it.
 */
export default function NotificationDropdown({ anchor, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const place = {
    '--dropdown-top': `${anchor.top}px`,
    '--dropdown-right': `${anchor.right}px`,
  } as CSSProperties;
  return (
    <Dialog
      title={t('title')}
      onClose={onClose}
      className={styles.dropdown}
      bodyClassName={styles.body}
      style={place}
    >
      <NotificationPanel />
    </Dialog>
  );
}
