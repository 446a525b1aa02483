import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

/** Top-centre, up to 5 visible, stacked open (brief, section 9). Mounted once by the root layout. */
export function Toaster() {
  const { t } = useTranslation();
  return (
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
}
