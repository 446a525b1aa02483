import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountPage } from '@/components/ui/account-page';
import styles from './coming-soon.module.css';

/** An account page that is not open yet: its title, a short notice and a way back. */
export function ComingSoon({ title, icon }: { title: string; icon: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={title}>
      <div className={styles.soon}>
        <span className={styles.icon}>{icon}</span>
        <p className={styles.heading}>{t('soon.heading')}</p>
        <p className={styles.text}>{t('soon.text')}</p>
        <Link to={paths.dashboard.root} className={buttonClass('secondary')}>
          {t('soon.back')}
        </Link>
      </div>
    </AccountPage>
  );
}
