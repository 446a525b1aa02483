import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconComponent } from '@/components/ui/icons/icon';
import { GamesIcon, GiftIcon, PhoneIcon } from '@/components/ui/icons/nav-icons';
import {
  ChevronRightIcon,
  HistoryIcon,
  ListIcon,
  LockIcon,
  ShieldIcon,
  UserIcon,
} from '@/components/ui/icons/ui-icons';
import { paths } from '@/config/paths';
import styles from './dashboard-overview.module.css';

type QuickLink = { key: string; url: string; icon: IconComponent };

const LINKS: QuickLink[] = [
  { key: 'account', url: paths.dashboard.account, icon: UserIcon },
  { key: 'phone', url: paths.dashboard.phoneVerification, icon: PhoneIcon },
  { key: 'password', url: paths.dashboard.changePassword, icon: LockIcon },
  { key: 'sessions', url: paths.dashboard.sessionHistory, icon: HistoryIcon },
  { key: 'financial', url: paths.dashboard.financialActivities, icon: ListIcon },
  { key: 'games', url: paths.dashboard.gameHistory, icon: GamesIcon },
  { key: 'bonuses', url: paths.dashboard.bonuses, icon: GiftIcon },
  { key: 'responsible', url: paths.dashboard.responsibleGaming, icon: ShieldIcon },
];

/** Tiles to the account pages, each with a one-line description. */
export function QuickLinks() {
  const { t } = useTranslation('account');
  return (
    <ul className={styles.links} aria-label={t('overview.quickLinks')}>
      {LINKS.map(({ key, url, icon: Icon }) => (
        <li key={key}>
          <Link to={url} className={styles.link}>
            <span className={styles.linkIcon}>
              <Icon size={22} />
            </span>
            <span className={styles.linkText}>
              <span className={styles.linkTitle}>{t(`overview.link.${key}`)}</span>
              <span className={styles.linkHint}>{t(`overview.link.${key}.hint`)}</span>
            </span>
            <ChevronRightIcon size={18} className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
