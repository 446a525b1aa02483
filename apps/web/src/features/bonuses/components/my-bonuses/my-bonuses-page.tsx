import type { CustomerBonus, CustomerBonusStatus } from '@lalebet/shared/bonuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPage } from '@/components/ui/account-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMyBonuses } from '../../api/get-my-bonuses';
import { QueryGate } from '@/components/ui/query-state';
import { ListEmpty } from '../list-state';
import { BonusTabs } from './bonus-tabs';
import type { GameLaunchFields } from '@lalebet/shared/casino';
import { CustomerBonusCard } from './customer-bonus-card';
import styles from './my-bonuses.module.css';

type Group = 'active' | 'completed' | 'expired';
const GROUPS: readonly Group[] = ['active', 'completed', 'expired'];

/** Pending claims sit with the active bonuses; cancelled and rejected ones with the expired. */
const GROUP_OF: Record<CustomerBonusStatus, Group> = {
  pending: 'active',
  active: 'active',
  completed: 'completed',
  expired: 'expired',
  forfeited: 'expired',
  rejected: 'expired',
};

const inGroup = (items: CustomerBonus[], group: Group) => items.filter((b) => GROUP_OF[b.status] === group);

/**
 * /dashboard/bonuses: the player's bonuses under Active, Completed and Expired tabs. `onPlay`
 * opens a free-rounds bonus's game; the app passes the casino's opener (features stay apart).
 */
export function MyBonusesPage({ onPlay }: { onPlay?: (game: GameLaunchFields) => void }) {
  const { t } = useTranslation('bonuses');
  const list = useMyBonuses();
  const [group, setGroup] = useState<Group>('active');

  const body = (
    <QueryGate query={list} loadingLabel={t('mine.loading')} fallback={t('error')} retryLabel={t('retry')}>
      {(bonuses) => (
        <BonusTabs
          label={t('mine.tabs')}
          selected={group}
          onSelect={setGroup}
          tabs={GROUPS.map((key) => ({
            key,
            label: (
              <>
                {t(`mine.tab.${key}`)} <span className={styles.count}>{inGroup(bonuses, key).length}</span>
              </>
            ),
          }))}
        >
          {inGroup(bonuses, group).length === 0 ? (
            <ListEmpty>
              <p>{t(`mine.empty.${group}`)}</p>
              {group === 'active' && (
                <Link to={paths.dashboard.claimBonus} className={buttonClass('primary')}>
                  {t('mine.empty.claim')}
                </Link>
              )}
            </ListEmpty>
          ) : (
            <ul className={styles.list}>
              {inGroup(bonuses, group).map((bonus) => (
                <li key={bonus.id}>
                  <CustomerBonusCard bonus={bonus} onPlay={onPlay} />
                </li>
              ))}
            </ul>
          )}
        </BonusTabs>
      )}
    </QueryGate>
  );

  return (
    <AccountPage title={t('mine.title')} lead={t('mine.lead')}>
      {body}
    </AccountPage>
  );
}
