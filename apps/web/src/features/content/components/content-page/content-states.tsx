import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './content-page.module.css';

export function ContentSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.article} role="status" aria-label={t('page.loading')}>
      <div aria-hidden="true" className={styles.skeleton}>
        <span className={styles.bone} data-size="eyebrow" />
        <span className={styles.bone} data-size="title" />
        <span className={styles.bone} data-size="meta" />
        {[92, 100, 84, 96, 60].map((w) => (
          <span key={w} className={styles.bone} style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}

export function ContentNotFound() {
  const { t } = useTranslation('content');
  return (
    <div className={`${styles.article} ${styles.state}`}>
      <p className={styles.stateCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('page.notFound.title')}</h1>
      <p className={styles.stateText}>{t('page.notFound.text')}</p>
      <Link to={paths.home} className={styles.button}>
        {t('page.backHome')}
      </Link>
    </div>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className={`${styles.article} ${styles.state}`} role="alert">
      <p className={styles.stateText}>{t('page.error')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('page.retry')}
      </button>
    </div>
  );
}
