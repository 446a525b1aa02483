import { useTranslation } from 'react-i18next';
import { AccountPage } from '../ui/account-page';
import { ChangePasswordForm } from './change-password-form';
import styles from './change-password.module.css';

/** /dashboard/change-password: the form beside a few tips. */
export function ChangePassword() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('password.title')} lead={t('password.lead')}>
      <div className={styles.layout}>
        <ChangePasswordForm />
        <aside className={styles.tips} aria-labelledby="password-tips">
          <h2 id="password-tips" className={styles.tipsTitle}>
            {t('password.tips.title')}
          </h2>
          <ul className={styles.tipList}>
            <li>{t('password.tips.length')}</li>
            <li>{t('password.tips.unique')}</li>
            <li>{t('password.tips.sessions')}</li>
          </ul>
        </aside>
      </div>
    </AccountPage>
  );
}
