import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/content/components/home/home-page';

import styles from './home.module.css';

// The live strip and popular matches travel in their own chunk: the home route's first load has
// a JS budget (scripts/check-bundle.ts) that the sportsbook's code would break. Not in the
// sportsbook pages' chunk either, whose bet slip, dialogs and input masks the home page would
// then load and run while it starts (docs/decisions/038-home-page-lighthouse.md).
const HomeSports = lazy(() => import('@/features/sportsbook/home/home-sports'));

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <HomePage
        sports={
          <Suspense fallback={<div className={styles.sportsSlot} />}>
            <HomeSports />
          </Suspense>
        }
      />
      {/* docs/rules.md R15: the limits within two clicks of home. A plain
          link: nothing of the protection feature travels with the home route. */}
      <p className={styles.rgLink}>
        <Link to={paths.dashboard.responsibleGaming}>{t('rg.homeLink')}</Link>
      </p>
    </>
  );
}
