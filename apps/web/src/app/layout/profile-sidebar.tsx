import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openDialog } from '@/stores/dialogs';
import { closeMenus, uiStore } from '@/stores/ui';
import { DashboardMenu } from './dashboard-menu';
import { Drawer } from './drawer';
import { LanguageSelect } from './language-select';
import { useSessionSummary } from './use-session-summary';
import styles from './sidebars.module.css';

/** The mobile profile side bar: the account menu, or login and sign-up for a guest. */
export function ProfileSidebar() {
  const { t } = useTranslation();
  const open = uiStore.use((s) => s.mobileProfileSidebarOpen);
  const session = useSessionSummary();
  const close = useCallback(() => uiStore.set({ mobileProfileSidebarOpen: false }), []);
  const show = (name: 'login' | 'register') => {
    closeMenus();
    openDialog({ name });
  };
  return (
    <Drawer
      id="profile-sidebar"
      side="right"
      open={open}
      onClose={close}
      label={t('profile.title')}
      closeLabel={t('profile.close')}
      header={<p className={styles.title}>{t('profile.title')}</p>}
    >
      {session ? (
        <DashboardMenu session={session} variant="mobile" />
      ) : (
        <div className={styles.guest}>
          <p className={styles.lead}>{t('profile.guestText')}</p>
          <Button block onClick={() => show('login')}>
            {t('header.login')}
          </Button>
          <Button block variant="secondary" onClick={() => show('register')}>
            {t('header.signUp')}
          </Button>
          <LanguageSelect className={styles.language} />
        </div>
      )}
    </Drawer>
  );
}

/** The withdraw-only shell's loader travels in this chunk (see root-layout.tsx). */
export { default as RestrictedLoader } from './restricted-loader';
