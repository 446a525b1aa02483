import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './status-page.module.css';

/** A failed lazy chunk usually means a new release is live: a reload fetches it. */
const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** Shown instead of the whole shell when rendering a route throws. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {notFound ? '404' : '!'}
      </p>
      <h1 className={styles.title}>
        {t(notFound ? 'app.notFound' : isChunkError(error) ? 'app.error.update' : 'app.error.title')}
      </h1>
      {!notFound && <p className={styles.text}>{t('app.error.body')}</p>}
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('app.error.reload')}</Button>
        <Link to={paths.home} className={buttonClass('secondary')} reloadDocument>
          {t('app.backHome')}
        </Link>
      </div>
    </main>
  );
}
