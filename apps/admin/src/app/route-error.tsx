import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1>{notFound ? t('error.notFound') : t('error.generic')}</h1>
      <Link to={paths.home}>{t('nav.home')}</Link>
    </section>
  );
}
