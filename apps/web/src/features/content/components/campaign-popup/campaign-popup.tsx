import type { Popup } from '@lalebet/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModalDialog } from '@/components/ui/top-layer';
import { closeDialogs, dialogStore } from '@/stores/dialogs';
import { useCampaignPopup } from '../../hooks/use-campaign-popup';
import styles from './campaign-popup.module.css';

/** The home page's campaign popup: rendered after the page, shown once per popup id. */
export function CampaignPopup() {
  const { popup, isOpen } = useCampaignPopup();
  if (!popup || !isOpen) return null;
  return <PopupDialog popup={popup} onClose={closePopup} />;
}

/** Closes only this popup: never a dialog that has replaced it in the store meanwhile. */
function closePopup() {
  if (dialogStore.get().current?.name === 'campaign-popup') closeDialogs();
}

function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { ref, isUnmounted, titleId } = useModalDialog({ trackTopLayer: false });
  const onNativeClose = () => {
    if (!isUnmounted() && !ref.current?.open) onClose();
  };

  const [small, large, medium] = popup.images;
  const picture = (
    <picture>
      {large && <source media="(min-width: 1200px)" srcSet={large.url} />}
      {medium && <source media="(min-width: 768px)" srcSet={medium.url} />}
      <img
        className={styles.image}
        src={small?.url}
        alt={popup.url ? t('popup.open') : t('popup.imageAlt')}
      />
    </picture>
  );

  return (
    // Any click closes it: the image (after following its link), the close button, the backdrop.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onNativeClose}
      onClick={onClose}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('popup.title')}
      </h2>
      <button type="button" className={styles.close} aria-label={t('popup.close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {popup.url ? <PopupLink url={popup.url}>{picture}</PopupLink> : picture}
    </dialog>
  );
}

function PopupLink({ url, children }: { url: string; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={styles.link}>
      {children}
    </a>
  );
}
