import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { closeDialogs, openDialog } from '@/stores/dialogs';
import type { DialogComponentProps } from './dialog-host';
import styles from './auth-placeholder-dialog.module.css';

const TITLES = { login: 'header.login', register: 'header.signUp', recovery: 'auth.recoveryTitle' } as const;

/** Stands in for the login, sign-up and recovery forms until the accounts feature lands. */
export default function AuthPlaceholderDialog({ dialog }: DialogComponentProps) {
  const { t } = useTranslation();
  const name = dialog.name in TITLES ? (dialog.name as keyof typeof TITLES) : 'login';
  const isLogin = name !== 'register';
  return (
    <Dialog title={t(TITLES[name])} size="auth" onClose={closeDialogs}>
      <div className={styles.layout}>
        <div className={styles.hero} aria-hidden="true">
          <p className={styles.heroTitle}>{t('auth.heroTitle')}</p>
          <p className={styles.heroText}>{t('auth.heroText')}</p>
        </div>
        <div className={styles.content}>
          <p className={styles.soon}>{t('auth.soon')}</p>
          <button
            type="button"
            className={styles.switch}
            onClick={() => openDialog({ name: isLogin ? 'register' : 'login' })}
          >
            {t(isLogin ? 'auth.toRegister' : 'auth.toLogin')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
