import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { UserIcon } from '@/components/ui/icons/ui-icons';
import type { RouteHandle } from '../../router';
import styles from './dashboard.module.css';

/** Every account page until its issue lands: its title and a short notice. */
export default function DashboardPlaceholder() {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumb = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.crumb)?.handle as
    RouteHandle | undefined;
  return (
    <section className={styles.card} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.title}>
        {t(crumb?.crumb ?? 'nav.dashboard')}
      </h1>
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <UserIcon size={32} />
        </span>
        <p>{t('dashboard.soon')}</p>
      </div>
    </section>
  );
}
