import { GAME_HISTORY_PAGE_TAKE } from '@lalebet/shared/casino-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { Pager } from '@/components/ui/pager';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGameHistory } from '../api/get-game-history';
import { errorMessage } from '@/lib/api-message';
import { type DateRange, lastDays, toBounds } from './date-range';
import { HistoryFilters } from './history-filters';
import { RoundTable } from './round-table';
import styles from './game-history.module.css';

/** /dashboard/game-history: the player's game rounds by date, 20 a page. */
export function GameHistory() {
  const { t } = useTranslation('play');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => lastDays());
  const [skip, setSkip] = useState(0);
  const list = useGameHistory({ ...toBounds(range), skip, take: GAME_HISTORY_PAGE_TAKE });

  const apply = (next: DateRange) => {
    setRange(next);
    setSkip(0);
  };

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner size={28} label={t('history.loading')} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{errorMessage(list.error, tc('app.error.title'))}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  } else if (list.data.items.length === 0) {
    body = <p className={styles.state}>{t('history.empty')}</p>;
  } else {
    body = (
      <>
        <RoundTable items={list.data.items} busy={list.isPlaceholderData} />
        <Pager
          skip={skip}
          take={GAME_HISTORY_PAGE_TAKE}
          shown={list.data.items.length}
          total={list.data.total}
          onSkip={setSkip}
          ns="play"
        />
      </>
    );
  }

  return (
    <AccountPage title={t('history.title')} lead={t('history.lead')}>
      <HistoryFilters value={range} onApply={apply} />
      {body}
    </AccountPage>
  );
}
