import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { DASHBOARD_MENU } from '../../layout/dashboard-menu';
import { ComingSoon } from '@/features/account/components/coming-soon/coming-soon';
import { UserIcon, WalletIcon } from '@/components/ui/icons/ui-icons';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../../router';

const MONEY_PAGES: string[] = [paths.dashboard.deposit, paths.dashboard.withdraw];

/** Deposit, withdraw, financial activities, game history and bonuses until their issues land. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const match = matches.at(-1);
  const crumb = (match?.handle as RouteHandle | undefined)?.crumb ?? 'nav.dashboard';
  const item = DASHBOARD_MENU.find((i) => i.url === match?.pathname);
  const Icon = item?.icon ?? (MONEY_PAGES.includes(match?.pathname ?? '') ? WalletIcon : UserIcon);
  return <ComingSoon title={t(crumb)} icon={<Icon size={34} />} />;
}
