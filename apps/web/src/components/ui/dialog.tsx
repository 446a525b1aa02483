import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons/ui-icons';
import { useModalDialog } from './top-layer';
import styles from './dialog.module.css';
import { cx } from '@/lib/cx';

/** `auth`: login, register, recovery and SMS (fullscreen on mobile, ~990x699 on desktop). */
export type DialogSize = 'auth' | 'content' | 'wide';

type Props = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: DialogSize;
  /** Keep the title for screen readers but do not show it (e.g. an image-only popup). */
  hideTitle?: boolean;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
  /** Replaces the padded body style (e.g. a list that runs edge to edge). */
  bodyClassName?: string;
  /** E.g. CSS variables that place a dialog anchored to its trigger. */
  style?: CSSProperties;
};

/**
 * A modal on the native <dialog> (showModal: focus trap, Escape, top layer). It is open while
 * mounted; the parent decides when to unmount it.
 */
export function Dialog({
  title,
  onClose,
  children,
  size = 'content',
  hideTitle,
  closeOnBackdrop = true,
  className,
  bodyClassName,
  style,
}: Props) {
  const { t } = useTranslation();
  const modal = useModalDialog();
  const { ref, isUnmounted, titleId } = modal;

  return (
    <dialog
      {...modal.props}
      className={cx(styles.dialog, styles[size], className)}
      style={style}
      onCancel={(e) => {
        e.preventDefault(); // Escape: let the store close us, so state and DOM agree
        onClose();
      }}
      onClose={() => {
        // The browser closed it (e.g. a repeated Escape). Ignore the late event of our own
        // cleanup close, which may arrive after a StrictMode re-open.
        if (!isUnmounted() && !ref.current?.open) onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.inner}>
        <header className={cx(styles.header, hideTitle && styles.headerBare)}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('dialog.close')}
            title={t('dialog.close')}
            onClick={() => onClose()}
          >
            <CloseIcon size={20} />
          </button>
        </header>
        <div className={bodyClassName ?? styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
