import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import styles from './drawer.module.css';
import { cx } from '@/lib/cx';

type Props = {
  id: string;
  side: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  closeLabel: string;
  header?: ReactNode;
  children: ReactNode;
};

/**
 * A mobile side panel, 20rem wide with a 150 ms slide (docs/product.md §9). It stays mounted so
 * it can animate; while closed it is inert. Escape and the backdrop close it.
 */
export function Drawer({ id, side, open, onClose, label, closeLabel, header, children }: Props) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, onClose]);

  return (
    <div className={cx(styles.root, open && styles.open)} inert={!open}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <aside
        id={id}
        ref={panel}
        tabIndex={-1}
        aria-label={label}
        className={`${styles.panel} ${styles[side]}`}
      >
        <div className={styles.head}>
          <div className={styles.headContent}>{header}</div>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel || t('dialog.close')}
            title={closeLabel}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </aside>
    </div>
  );
}
