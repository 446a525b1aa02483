import { GAME_HISTORY_PAGE_TAKE } from '@lalebet/shared/casino-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/ui/account-page';
import { HistoryList } from '@/components/ui/history-table/history-list';
import { EmptyState } from '@/components/ui/query-state';
import { useGameHistory } from '../api/get-game-history';
import { type DateRange, lastDays, toBounds } from './date-range';
import { HistoryFilters } from './history-filters';
import { RoundTable } from './round-table';

/** /dashboard/game-history: the player's game rounds by date, 20 a page. */
export function GameHistory() {
  const { t } = useTranslation('play');
  const [range, setRange] = useState<DateRange>(() => lastDays());
  const [skip, setSkip] = useState(0);
  const list = useGameHistory({ ...toBounds(range), skip, take: GAME_HISTORY_PAGE_TAKE });

  const apply = (next: DateRange) => {
    setRange(next);
    setSkip(0);
  };

  return (
    <AccountPage title={t('history.title')} lead={t('history.lead')}>
      <HistoryFilters value={range} onApply={apply} />
      <HistoryList
        list={list}
        skip={skip}
        take={GAME_HISTORY_PAGE_TAKE}
        onSkip={setSkip}
        ns="play"
        loadingLabel={t('history.loading')}
        retryLabel={t('history.retry')}
        empty={<EmptyState>{t('history.empty')}</EmptyState>}
        renderItems={(items, busy) => <RoundTable items={items} busy={busy} />}
      />
    </AccountPage>
  );
}
