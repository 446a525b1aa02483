import type { ContentPage } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/format';
import { useCategoryList } from '../../api/get-category-list';
import { useInternalLinks } from '../../hooks/use-internal-links';
import styles from './content-page.module.css';
import prose from './prose.module.css';

/** The page's last update, or null when the server's date cannot be read. */
const updatedOn = (iso: string, locale: 'tr' | 'en') =>
  Number.isNaN(new Date(iso).getTime()) ? null : formatDate(iso, locale);

/** A CMS page: category, title, last update and the server-sanitized HTML body. */
export function ContentArticle({ page }: { page: ContentPage }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const onBodyClick = useInternalLinks();
  const { data: categories } = useCategoryList();
  // The page names its category by the stable English name; show the localized title.
  const category = categories?.find((c) => c.name === page.categoryName)?.title ?? page.categoryName;
  const updated = updatedOn(page.updatedAt, locale);

  return (
    <article className={styles.article}>
      <header className={styles.header}>
        {category && <p className={styles.category}>{category}</p>}
        <h1 className={styles.title}>{page.title}</h1>
        {updated && (
          <p className={styles.meta}>
            <time dateTime={page.updatedAt}>{t('page.updated', { date: updated })}</time>
          </p>
        )}
      </header>
      {/* The body is sanitized by the API (allow-listed tags and attributes) before it is stored. */}
      <div className={prose.prose} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
