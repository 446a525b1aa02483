import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from './toast';
import { useTopModal } from './top-layer';

/**
 * Top-centre, up to 5 visible, stacked open (docs/product.md §9). Mounted once by the root layout.
 * While a modal dialog is open the toasts render inside it: outside, they would sit under its
 * backdrop, dimmed and inert (a login error nobody can read). Sonner replays the active toasts
 * when it moves.
 */
export function Toaster() {
  const { t } = useTranslation();
  const modal = useTopModal();
  const toaster = (
    <Sonner
      position="top-center"
      visibleToasts={5}
      duration={TOAST_DURATION_MS}
      expand
      theme="dark"
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close'), style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
  return modal ? createPortal(toaster, modal) : toaster;
}
