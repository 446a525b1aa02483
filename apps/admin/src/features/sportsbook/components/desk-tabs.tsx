import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/lib/paths';

/** The trading desk's screens, side by side under the page title. */
export function DeskTabs() {
  const { t } = useTranslation('sportsbook');
  return (
    <nav className="tabs" aria-label={t('desk')}>
      <NavLink to={paths.sportsbookBets}>{t('ticker.title')}</NavLink>
      <NavLink to={paths.sportsbookLiability}>{t('liability.title')}</NavLink>
      <NavLink to={paths.sportsbookMargins}>{t('margins.title')}</NavLink>
      <NavLink to={paths.sportsbookLimits}>{t('limits.title')}</NavLink>
    </nav>
  );
}
