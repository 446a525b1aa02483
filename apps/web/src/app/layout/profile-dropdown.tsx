import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UserIcon } from '@/components/ui/icons/ui-icons';
import styles from './profile-dropdown.module.css';
import { cx } from '@/lib/cx';

// Loaded on first open: the header stays small on the home page's first load.
const ProfileDropdownPanel = lazy(() => import('./profile-dropdown-panel'));

/**
 * The logged-in player's desktop dropdown (docs/product.md §2): user name and user code, then
 * the account entries (Notifications hidden) and Logout. 230 px wide (docs/product.md §9).
 */
export function ProfileDropdown({ username, className }: { username: string; className?: string }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  // Open on the page where it was opened: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={cx(styles.root, className)}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${t('header.profileMenu')}: ${username}`}
        onClick={() => setOpen(!open)}
      >
        <UserIcon size={18} />
        <span className={`${styles.name} identifier`}>{username}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfileDropdownPanel id={panelId} className={styles.panel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
