import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons/nav-icons';
import { ArrowDownIcon, ArrowUpIcon, ShieldIcon } from '@/components/ui/icons/ui-icons';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useSession } from '@/stores/session';
import { useProfile } from '../../api/get-profile';
import { AccountPage, Panel } from '@/components/ui/account-page';
import { QuickLinks } from './quick-links';
import styles from './dashboard-overview.module.css';

type Props = { username: string; usercode: string; balance: number };

/** /dashboard: a welcome, the balance with Deposit and Withdraw, a nudge to verify, quick links. */
export function DashboardOverview({ username, usercode, balance }: Props) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const session = useSession();
  const profile = useProfile();
  const name = profile.data?.name ?? username;
  const previous = profile.data?.previousLogin;

  return (
    <AccountPage title={t('overview.welcome', { name })} lead={t('overview.lead')}>
      <div className={styles.top}>
        <section className={styles.balance} aria-labelledby="overview-balance">
          <h2 id="overview-balance" className={styles.caption}>
            {t('overview.balance')}
          </h2>
          <p className={styles.amount}>{formatMoney(balance)}</p>
          <p className={styles.caption}>
            {t('overview.usercode')}: <span className={`${styles.code} identifier`}>{usercode}</span>
          </p>
          <div className={styles.money}>
            <Link to={paths.dashboard.deposit} className={buttonClass('primary')}>
              <ArrowDownIcon size={18} />
              {t('overview.deposit')}
            </Link>
            <Link to={paths.dashboard.withdraw} className={buttonClass('secondary')}>
              <ArrowUpIcon size={18} />
              {t('overview.withdraw')}
            </Link>
          </div>
        </section>
        <Panel title={t('overview.security')} className={styles.security}>
          {session && !session.smsVerified ? (
            <p className={styles.nudge}>
              <PhoneIcon size={20} />
              <span>
                {t('overview.verifyNudge')}{' '}
                <Link to={paths.dashboard.phoneVerification}>{t('overview.verifyNow')}</Link>
              </span>
            </p>
          ) : (
            <p className={styles.ok}>
              <ShieldIcon size={20} />
              {t('overview.phoneVerified')}
            </p>
          )}
          <p className={styles.muted}>
            {previous
              ? t('overview.previousLogin', {
                  time: formatDateTime(previous.at, locale),
                  ip: previous.ip ?? t('profile.unknownIp'),
                })
              : profile.data
                ? t('profile.firstLogin')
                : null}
          </p>
          <Link to={paths.dashboard.sessionHistory} className={styles.more}>
            {t('overview.seeSessions')}
          </Link>
        </Panel>
      </div>
      <QuickLinks />
    </AccountPage>
  );
}
