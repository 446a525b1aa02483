import { SITE_OPTION_KEYS } from '@lalebet/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon, CloseIcon, MailIcon } from '@/components/ui/icons/ui-icons';
import { PhoneIcon } from '@/components/ui/icons/nav-icons';
import { paths } from '@/config/paths';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { uiStore } from '@/stores/ui';
import styles from './support-panel.module.css';

/**
 * Shown while `openChat` is on and no live-chat widget has taken over (the widget loads only
 * in production with a chat site id and div id; docs/product.md §1; see support.tsx). It offers
 * the other ways to reach support, so the Support button never does nothing.
 */
export function SupportPanel() {
  const { t } = useTranslation();
  const open = uiStore.use((s) => s.openChat);
  const { data: options } = useSiteOptions();
  const email = options?.[SITE_OPTION_KEYS.supportEmail];
  const close = () => uiStore.set({ openChat: false });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && uiStore.set({ openChat: false });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <section className={styles.panel} role="region" aria-labelledby="support-title">
      <header className={styles.head}>
        <ChatIcon size={20} />
        <h2 id="support-title" className={styles.title}>
          {t('support.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('support.close')}
          title={t('support.close')}
          onClick={close}
        >
          <CloseIcon size={18} />
        </button>
      </header>
      <p className={styles.text}>{t('support.unavailable')}</p>
      <ul role="list" className={styles.list}>
        {email && (
          <li>
            <a href={`mailto:${email}`} className={styles.action}>
              <MailIcon size={18} />
              {email}
            </a>
          </li>
        )}
        <li>
          <Link
            to={paths.callMeBack}
            target="_blank"
            rel="noopener"
            className={styles.action}
            onClick={close}
          >
            <PhoneIcon size={18} />
            {t('nav.callMeBack')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
