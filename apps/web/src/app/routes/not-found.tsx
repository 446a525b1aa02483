import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './status-page.module.css';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('app.notFound')}</h1>
      <div className={styles.actions}>
        <Link to={paths.home} className={buttonClass('primary')}>
          {t('app.backHome')}
        </Link>
      </div>
    </section>
  );
}
