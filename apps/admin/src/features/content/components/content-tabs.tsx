import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/lib/paths';

export const CONTENT_TABS = [
  'slides',
  'pages',
  'promotions',
  'popups',
  'domain',
  'menu',
  'siteoptions',
  'translations',
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
export const contentPath = (tab: ContentTab) => `${paths.content}/${tab}`;

/** The CMS sections, one link each. */
export function ContentTabs() {
  const { t } = useTranslation('content');
  return (
    <nav className="tabs" aria-label={t('sections')}>
      {CONTENT_TABS.map((tab) => (
        <NavLink key={tab} to={contentPath(tab)}>
          {t(`tab.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}
