import { Navigate } from 'react-router';
import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';
import { contentPath } from './components/content-tabs';

export const routes = [
  { path: paths.content, element: <Navigate to={contentPath('slides')} replace /> },
  { path: contentPath('slides'), lazy: lazyPage(() => import('./slides-page')) },
  { path: contentPath('pages'), lazy: lazyPage(() => import('./pages-page')) },
  { path: contentPath('promotions'), lazy: lazyPage(() => import('./promotions-page')) },
  { path: contentPath('popups'), lazy: lazyPage(() => import('./popups-page')) },
  { path: contentPath('domain'), lazy: lazyPage(() => import('./domain-page')) },
  { path: contentPath('menu'), lazy: lazyPage(() => import('./main-menu-page')) },
  { path: contentPath('siteoptions'), lazy: lazyPage(() => import('./site-options-page')) },
  { path: contentPath('translations'), lazy: lazyPage(() => import('./translations-page')) },
];

export const nav: NavItem[] = [
  { to: paths.content, label: 'nav.content', permission: 'content:view', order: 60 },
  // Compliance and finance hold policy:manage without content:view (docs/decisions/043-policy-settings.md).
  { to: contentPath('siteoptions'), label: 'nav.policy', permission: 'policy:manage', order: 61 },
];
