import type { Profile } from '@lalebet/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { useProfile } from '../../api/get-profile';
import { formatCalendarDate, formatDate, formatDateTime } from '@/lib/format';
import { formatPhone } from '../../lib/format';
import { AccountPage, Panel } from '@/components/ui/account-page';
import { PhoneBadge } from '../ui/phone-badge';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { Fact, FactList } from './fact-list';
import styles from './account-details.module.css';

/**
 * /dashboard/account: the player's profile, read only, formatted for the language. `extra`
 * panels (composed by the app, e.g. identity verification) follow the profile's.
 */
export function AccountDetails({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <AccountPage title={t('profile.title')} lead={t('profile.lead')}>
      {profile.isPending ? (
        <LoadingState label={t('profile.loading')} />
      ) : profile.isError ? (
        <ErrorState
          error={profile.error}
          fallback={t('app.error.title', { ns: 'common' })}
          retryLabel={t('retry')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <ProfilePanels profile={profile.data} />
          {extra}
        </>
      )}
    </AccountPage>
  );
}

function ProfilePanels({ profile: p }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <div className={styles.grid}>
      <Panel title={t('profile.personal')}>
        <FactList>
          <Fact label={t('profile.name')}>{p.name}</Fact>
          <Fact label={t('profile.surname')}>{p.surname}</Fact>
          <Fact label={t('profile.birthDate')}>{formatCalendarDate(p.birthDate, locale)}</Fact>
          <Fact label={t('profile.country')}>{p.country.name}</Fact>
        </FactList>
      </Panel>
      <Panel title={t('profile.contact')}>
        <FactList>
          <Fact label={t('profile.email')}>{p.email}</Fact>
          <Fact label={t('profile.phone')}>
            <span className={styles.phone}>
              <span dir="ltr">{formatPhone(p.phone)}</span>
              <PhoneBadge verified={p.smsVerified} />
            </span>
            {!p.smsVerified && (
              <Link to={paths.dashboard.phoneVerification} className={styles.verifyLink}>
                {t('profile.verifyPhone')}
              </Link>
            )}
          </Fact>
        </FactList>
      </Panel>
      <Panel title={t('profile.account')} className={styles.wide}>
        <FactList>
          <Fact label={t('profile.username')}>
            <span className="identifier">{p.username}</span>
          </Fact>
          <Fact label={t('profile.usercode')}>
            <span className="identifier">{p.usercode}</span>
          </Fact>
          <Fact label={t('profile.memberSince')}>{formatDate(p.memberSince, locale)}</Fact>
          <Fact label={t('profile.previousLogin')}>
            {p.previousLogin ? (
              <>
                {formatDateTime(p.previousLogin.at, locale)}
                <span className={styles.sub}>
                  {t('profile.ip')}: {p.previousLogin.ip ?? t('profile.unknownIp')}
                </span>
              </>
            ) : (
              t('profile.firstLogin')
            )}
          </Fact>
        </FactList>
      </Panel>
    </div>
  );
}
