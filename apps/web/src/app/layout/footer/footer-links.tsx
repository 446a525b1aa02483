import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FOOTER_CATEGORIES, useCategoryList } from '@/features/content/api/get-category-list';
import styles from './footer.module.css';

/** Footer quick links (docs/product.md §2). */
const FOOTER_QUICK_LINKS: { title: string; url: string }[] = [
  { title: 'nav.sports', url: paths.sports },
  { title: 'nav.liveBettings', url: paths.liveSports },
  { title: 'nav.esports', url: paths.esports },
  { title: 'nav.casino', url: paths.casinoSlot },
  { title: 'nav.liveCasino', url: paths.casinoLive },
  { title: 'nav.tvGames', url: paths.casinoTvbets },
  { title: 'nav.games', url: paths.casinoGames },
];

/** Quick links, then one column per footer content category that has pages (docs/product.md §2). */
export function FooterLinks() {
  const { t } = useTranslation();
  const { data: categories } = useCategoryList();
  const columns = (categories ?? []).filter(
    (c) => (FOOTER_CATEGORIES as readonly string[]).includes(c.name) && c.content.length > 0,
  );
  return (
    <>
      <nav className={styles.column} aria-labelledby="footer-quick">
        <h2 id="footer-quick" className={styles.heading}>
          {t('footer.quickLinks')}
        </h2>
        <ul role="list" className={styles.links}>
          {FOOTER_QUICK_LINKS.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{t(link.title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {columns.map((category) => (
        <nav key={category.id} className={styles.column} aria-labelledby={`footer-cat-${category.id}`}>
          <h2 id={`footer-cat-${category.id}`} className={styles.heading}>
            {category.title || category.name}
          </h2>
          <ul role="list" className={styles.links}>
            {category.content.map((item) => (
              <li key={item.id}>
                <Link to={paths.page(item.id)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
