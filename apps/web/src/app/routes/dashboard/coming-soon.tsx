import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { DASHBOARD_MENU } from '../../layout/dashboard-menu';
import { ComingSoon } from '@/features/account/components/coming-soon/coming-soon';
import { UserIcon } from '@/components/ui/icons/ui-icons';
import type { RouteHandle } from '../../router';

/** Game history, claim bonus and bonuses until their issues land. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const match = matches.at(-1);
  const crumb = (match?.handle as RouteHandle | undefined)?.crumb ?? 'nav.dashboard';
  const item = DASHBOARD_MENU.find((i) => i.url === match?.pathname);
  const Icon = item?.icon ?? UserIcon;
  return <ComingSoon title={t(crumb)} icon={<Icon size={34} />} />;
}
