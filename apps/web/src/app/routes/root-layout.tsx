import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/stores/session';
import { closeMenus, uiStore } from '@/stores/ui';
import { useCrumbs } from '../layout/breadcrumbs';
import { DialogHost } from '../layout/dialogs/dialog-host';
import { Deferred } from '../layout/deferred';
import { Header } from '../layout/header';
import { TopBannerSlot } from '../layout/top-banner-slot';
import { LoginRedirect } from '../layout/login-redirect';
import { useSiteName } from '../layout/logo';
import { type GuardMatcher, useLoginGuard } from '../layout/use-login-guard';
import styles from './root-layout.module.css';

const never: GuardMatcher = () => false;

// Below the fold or hidden until tapped: loaded once the page is idle, to keep the first load
// small (the home route's JS budget). Sonner replays toasts raised before its Toaster mounts.
const Footer = lazy(() => import('../layout/footer/footer').then((m) => ({ default: m.Footer })));
const SidebarMenu = lazy(() => import('../layout/sidebar-menu').then((m) => ({ default: m.SidebarMenu })));
const ProfileSidebar = lazy(() =>
  import('../layout/profile-sidebar').then((m) => ({ default: m.ProfileSidebar })),
);
const Support = lazy(() => import('../layout/support').then((m) => ({ default: m.Support })));
// Its space is held by TopBannerSlot until the code arrives (the data is in the page).
const TopBanner = lazy(() => import('../layout/top-banner').then((m) => ({ default: m.TopBanner })));
// The crumb bar is not on the home page: its code loads with the first page that shows it.
const Breadcrumbs = lazy(() => import('../layout/breadcrumb-bar').then((m) => ({ default: m.Breadcrumbs })));
// Fixed to the bottom of a phone's screen (it shifts nothing): it may arrive a moment after the page.
const BottomBar = lazy(() => import('../layout/bottom-bar').then((m) => ({ default: m.BottomBar })));
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
// A withdraw-only session (docs/decisions/033-lifting-and-withdraw-only.md), loaded through the
// profile side bar's chunk, which the entry already names: a chunk of its own
// would cost the home route's budget (scripts/check-bundle.ts) more than the code itself.
const RestrictedShell = lazy(() =>
  import('../layout/profile-sidebar').then((m) => ({ default: m.RestrictedLoader })),
);

/** Keeps the tab title in step with the page: "<crumb> | <site>"; returns the crumbs. */
function useDocumentTitle() {
  const crumbs = useCrumbs();
  const site = useSiteName();
  const last = crumbs.at(-1)?.label;
  useEffect(() => {
    document.title = last ? `${last} | ${site}` : site;
  }, [last, site]);
  return crumbs;
}

/** The shell around every page: banner, header, crumbs, page, footer, mobile bars, dialogs. */
export function RootLayout({ isGuarded = never }: { isGuarded?: GuardMatcher }) {
  const location = useLocation();
  const hasLogin = uiStore.use((s) => s.hasLogin);
  useLoginGuard(isGuarded);
  const crumbs = useDocumentTitle();
  useEffect(closeMenus, [location.pathname]);

  const mustLogin = !hasLogin && isGuarded(location.pathname);
  const restricted = !!useSession()?.restriction;
  return (
    <>
      {restricted ? (
        // A withdraw-only session: the block page, no header, menus or games.
        <Suspense>
          <RestrictedShell />
        </Suspense>
      ) : (
        <Shell
          mustLogin={mustLogin}
          hasCrumbs={crumbs.length > 0}
          from={location.pathname + location.search}
        />
      )}
      {/* One instance for both shells: one that unmounts stops saving positions and hands
          scrolling back to the browser until the other one's code has loaded. */}
      <ScrollRestoration />
    </>
  );
}

/** The ordinary site around the page. */
function Shell({ mustLogin, hasCrumbs, from }: { mustLogin: boolean; hasCrumbs: boolean; from: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <Suspense fallback={<TopBannerSlot />}>
        <TopBanner />
      </Suspense>
      <Header />
      {hasCrumbs && (
        <Suspense fallback={null}>
          <Breadcrumbs />
        </Suspense>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {mustLogin ? (
          <LoginRedirect from={from} />
        ) : (
          // Pages whose translations are still loading suspend here, not the whole shell.
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Deferred>
        <Footer />
      </Deferred>
      <Suspense fallback={null}>
        <BottomBar />
      </Suspense>
      <Deferred>
        <SidebarMenu />
        <ProfileSidebar />
        <Support />
        <Toaster />
      </Deferred>
      <DialogHost />
    </div>
  );
}
