import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body; the dialog adds none of its own besides the close icon. */
  footer?: ReactNode;
  wide?: boolean;
};

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and it is
 * announced as a dialog named by its title.
 */
export function Dialog({ open, title, onClose, children, footer, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    if (!open && el.open) el.close?.();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={`dialog${wide ? ' dialog-wide' : ''}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={t('action.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {/* Focusable, so a long body can be scrolled from the keyboard. */}
      <div className="dialog-body" tabIndex={0}>
        {children}
      </div>
      {footer && <footer className="dialog-foot">{footer}</footer>}
    </dialog>
  );
}
