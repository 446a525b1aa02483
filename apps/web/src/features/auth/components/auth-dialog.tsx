import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { closeDialogs } from '@/stores/dialogs';
import styles from './auth.module.css';

type Props = { title: ReactNode; children: ReactNode; onClose?: () => void; hideTitle?: boolean };

/**
 * The frame of the login, sign-up, recovery and SMS dialogs: fullscreen on mobile, about
 * 990x699 on desktop (docs/product.md §2), with a welcome panel beside the form on desktop.
 */
export function AuthDialog({ title, children, onClose = closeDialogs, hideTitle }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={title} size="auth" onClose={onClose} hideTitle={hideTitle}>
      <div className={styles.layout}>
        <div className={styles.hero} aria-hidden="true">
          <p className={styles.heroTitle}>{t('hero.title')}</p>
          <p className={styles.heroText}>{t('hero.text')}</p>
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </Dialog>
  );
}

type LinkProps = { onClick: () => void; children: ReactNode };

/** A link-styled button: the dialogs' "Sign Up Now!", "Change Phone Number" and the like. */
export function TextButton({ onClick, children }: LinkProps) {
  return (
    <button type="button" className={styles.textButton} onClick={onClick}>
      {children}
    </button>
  );
}
