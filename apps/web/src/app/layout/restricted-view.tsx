import type { SessionRestriction } from '@lalebet/shared/lifting';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/logout';
import { BlockedPage } from '@/features/protection/components/blocked-page';
import { patchSession } from '@/stores/session';
import styles from '../routes/root-layout.module.css';
import { DialogHost } from './dialogs/dialog-host';

/** The pages a withdraw-only session may open besides its block page. */
const RESTRICTED_PATHS: ReadonlySet<string> = new Set([
  paths.dashboard.withdraw,
  paths.dashboard.financialActivities,
]);

/**
 * The shell of a withdraw-only session (docs/decisions/033-lifting-and-withdraw-only.md): no
 * header, menus or game links; the block page (why, until when, the lift request), and the
 * withdraw and history pages it links to. Logging out, or once the block is over, back to the
 * ordinary site. Its scroll restoration is the root layout's.
 */
export function RestrictedShell({ restriction }: { restriction: SessionRestriction }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className={styles.app}>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          {RESTRICTED_PATHS.has(location.pathname) ? (
            <Outlet />
          ) : (
            <BlockedPage
              restriction={restriction}
              onLogout={() => void logout(navigate)}
              onLifted={() => {
                patchSession({ restriction: undefined });
                void navigate(paths.home);
              }}
            />
          )}
        </Suspense>
      </main>
      <Toaster />
      <DialogHost />
    </div>
  );
}
