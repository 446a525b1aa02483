import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LanguageSwitch } from '@/components/language-switch';
import { api } from '@/lib/api-client';
import { opens } from '@/lib/feature';
import { useMe } from '@/lib/me';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';
import { features } from './feature-routes';
import { useStaffHub } from './use-staff-hub';

/** The signed-in shell: the menu shows only what the staff member's permissions open. */
export function Layout() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  useStaffHub(!!me.data);

  if (!session.token()) return <Navigate to={paths.login} replace />;
  if (me.isPending) return <p className="boot">{t('loading')}</p>;
  if (me.isError) return <Navigate to={paths.login} replace />;

  const held = new Set(me.data.permissions);
  const nav = features
    .flatMap((f) => f.nav)
    .filter((n) => opens(n, held))
    .sort((a, b) => a.order - b.order);

  const logout = async () => {
    await api.get('admin/auth/logout').catch(() => undefined);
    session.clear();
    client.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-btn menu-btn"
          aria-label={t('menu')}
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          ☰
        </button>
        <span className="brand">
          LaleBet<span className="brand-sub"> · {t('backOffice')}</span>
        </span>
        <div className="topbar-end">
          <LanguageSwitch />
          <span className="who" aria-label={t('signedInAs')}>
            {me.data.username}
          </span>
          <button type="button" className="btn btn-ghost" onClick={logout}>
            {t('logout')}
          </button>
        </div>
      </header>
      <nav id="admin-nav" className={`sidenav${menuOpen ? ' open' : ''}`} aria-label={t('menu')}>
        <ul>
          {nav.map((n) => (
            <li key={n.to}>
              <NavLink to={n.to} end={n.to === paths.home} onClick={() => setMenuOpen(false)}>
                {t(n.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <Suspense fallback={<p>{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
