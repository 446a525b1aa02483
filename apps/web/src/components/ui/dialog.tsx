import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons/ui-icons';
import { addModal, removeModal } from './top-layer';
import styles from './dialog.module.css';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const unmounted = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    unmounted.current = false;
    if (typeof el.showModal === 'function') {
      if (!el.open) el.showModal();
    } else {
      el.setAttribute('open', ''); // jsdom and very old browsers
    }
    addModal(el);
    return () => {
      unmounted.current = true; // the close event below must not close the next dialog
      removeModal(el);
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      style={style}
      onCancel={(e) => {
        e.preventDefault(); // Escape: let the store close us, so state and DOM agree
        onClose();
      }}
      onClose={() => {
        // The browser closed it (e.g. a repeated Escape). Ignore the late event of our own
        // cleanup close, which may arrive after a StrictMode re-open.
        if (!unmounted.current && !ref.current?.open) onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.inner}>
        <header className={[styles.header, hideTitle && styles.headerBare].filter(Boolean).join(' ')}>
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
