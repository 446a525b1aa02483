import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCategoryList } from '../../api/get-category-list';
import styles from './static-page-menu.module.css';

/** Categories whose pages the menu lists, by their stable English names. */
const MENU_CATEGORIES = ['Footer', 'Terms of use', 'Terms of service'] as const;

/** Content pages grouped by category; the page on screen is marked with aria-current. */
export function StaticPageMenu() {
  const { t } = useTranslation('content');
  const { data: categories = [], isPending } = useCategoryList();
  const groups = MENU_CATEGORIES.flatMap((name) => {
    const category = categories.find((c) => c.name === name);
    return category && category.content.length > 0 ? [category] : [];
  });

  if (isPending) return <div className={styles.skeleton} aria-hidden="true" />;
  if (groups.length === 0) return null;

  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          <h2 className={styles.heading}>{group.title}</h2>
          <ul className={styles.list}>
            {group.content.map((item) => (
              <li key={item.id}>
                <NavLink to={paths.page(item.id)} className={styles.link}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
