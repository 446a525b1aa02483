import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../pager';
import { ErrorState, LoadingState } from '../query-state';
import styles from './history-table.module.css';

/** The tables' and filters' shared classes, from here so they ship with the list, not as a chunk of their own. */
export const historyStyles = styles;

type Page<T> = { items: T[]; total: number };

type Props<T> = {
  list: UseQueryResult<Page<T>>;
  skip: number;
  take: number;
  onSkip: (skip: number) => void;
  /** The feature's namespace: the pager's wording. */
  ns: string;
  loadingLabel: string;
  retryLabel: string;
  /** What an empty page shows. */
  empty: ReactNode;
  /** The page's rows; `busy` while the next page loads behind them (placeholder data). */
  renderItems: (items: T[], busy: boolean) => ReactNode;
};

/**
 * The body of a paged account history (game rounds, payments, bets): loading, failed, empty,
 * or the page's rows and the pager. Its only user of the pager, so both ship in one chunk.
 */
export function HistoryList<T>({
  list,
  skip,
  take,
  onSkip,
  ns,
  loadingLabel,
  retryLabel,
  empty,
  renderItems,
}: Props<T>) {
  const { t: tc } = useTranslation();
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError) {
    return (
      <ErrorState
        error={list.error}
        fallback={tc('app.error.title')}
        retryLabel={retryLabel}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.items.length === 0) return empty;
  return (
    <>
      {renderItems(list.data.items, list.isPlaceholderData)}
      <Pager
        skip={skip}
        take={take}
        shown={list.data.items.length}
        total={list.data.total}
        onSkip={onSkip}
        ns={ns}
      />
    </>
  );
}
