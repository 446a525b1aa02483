import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { HistoryList } from '@/components/ui/history-table/history-list';
import type { BetListStatus } from '../api/bet-keys';
import { useBets } from '../api/get-bets';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';

export const MY_BETS_PAGE_TAKE = 10;
const TABS: BetListStatus[] = ['open', 'settled'];

/** /dashboard/my-bets: open and settled bets, a page at a time; hub pushes keep them current. */
export function MyBetsPage() {
  const { t } = useTranslation('betslip');
  const [status, setStatus] = useState<BetListStatus>('open');
  const [skip, setSkip] = useState(0);
  const list = useBets(status, skip, MY_BETS_PAGE_TAKE);

  return (
    <AccountPage title={t('myBets.title')} lead={t('myBets.lead')}>
      <div role="tablist" aria-label={t('myBets.tabs')} className={styles.tabs}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={styles.tab}
            onClick={() => {
              setStatus(s);
              setSkip(0);
            }}
          >
            {t(`myBets.${s}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`myBets.${status}`)}>
        <HistoryList
          list={list}
          skip={skip}
          take={MY_BETS_PAGE_TAKE}
          onSkip={setSkip}
          ns="betslip"
          loadingLabel={t('myBets.loading')}
          retryLabel={t('myBets.retry')}
          empty={
            <p className={styles.empty}>
              {t(status === 'open' ? 'myBets.emptyOpen' : 'myBets.emptySettled')}
            </p>
          }
          renderItems={(items, busy) => (
            <ul role="list" className={styles.list} aria-busy={busy || undefined}>
              {items.map((bet) => (
                <BetCard key={bet.id} bet={bet} />
              ))}
            </ul>
          )}
        />
      </div>
    </AccountPage>
  );
}
