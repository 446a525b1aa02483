import { type Sport, SPORTS } from '@lalebet/shared/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { Pager } from '@/components/ui/pager';
import { RESULTS_PAGE_TAKE, useResults } from '../api/get-results';
import { ResultList } from '../components/result-list';
import { type ResultsChoice, ResultsFilters } from '../components/results-filters';
import { dayBounds, parseDay, todayKey } from '../lib/result-days';
import styles from '../components/sportsbook.module.css';
import results from '../components/results.module.css';

const parseSport = (v: string | null): Sport | null =>
  v && (SPORTS as readonly string[]).includes(v) ? (v as Sport) : null;

/** The choice as the URL keeps it (`?sport=soccer&gun=2026-12-05&lig=sr:tournament:52`). */
function choiceOf(params: URLSearchParams): ResultsChoice {
  return {
    sport: parseSport(params.get('sport')),
    day: parseDay(params.get('gun')) ?? todayKey(),
    tournament: params.get('lig') || null,
  };
}

function paramsOf(c: ResultsChoice): URLSearchParams {
  const next = new URLSearchParams();
  if (c.sport) next.set('sport', c.sport);
  if (c.day !== todayKey()) next.set('gun', c.day);
  if (c.tournament) next.set('lig', c.tournament);
  return next;
}

type Query = ReturnType<typeof useResults>;

/** The list's states: loading, failed, empty, or the page of results with the pager. */
function ResultsBody({
  query,
  skip,
  onSkip,
}: {
  query: Query;
  skip: number;
  onSkip: (skip: number) => void;
}) {
  const { t } = useTranslation('sportsbook');
  if (query.isPending) return <LoadingState label={t('results.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        fallback={t('results.error')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, total } = query.data;
  if (items.length === 0)
    return (
      <p className={styles.empty} role="status">
        {t('results.empty')}
      </p>
    );
  return (
    <div className={styles.events} aria-busy={query.isFetching && query.isPlaceholderData}>
      <ResultList results={items} />
      {total > RESULTS_PAGE_TAKE && (
        <Pager
          ns="sportsbook"
          skip={skip}
          take={RESULTS_PAGE_TAKE}
          shown={items.length}
          total={total}
          onSkip={onSkip}
        />
      )}
    </div>
  );
}

/**
 * `/sonuclar`: finished matches with their final scores, by sport, day and league, newest first
 * (docs/decisions/064-sportsbook-results.md). The choice lives in the URL so it can be shared;
 * the page number does not, and a new choice starts at its first page.
 */
export function ResultsPage() {
  const { t } = useTranslation('sportsbook');
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const key = `${choice.sport}/${choice.day}/${choice.tournament}`;
  const [paging, setPaging] = useState({ key, skip: 0 });
  const skip = paging.key === key ? paging.skip : 0;
  const query = useResults(
    {
      sport: choice.sport ?? undefined,
      tournament: choice.tournament ?? undefined,
      ...dayBounds(choice.day),
    },
    skip,
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('results.title')}</h1>
      <div className={results.body}>
        <ResultsFilters
          choice={choice}
          leagues={query.data?.tournaments ?? []}
          onChange={(next) => setParams(paramsOf(next))}
        />
        <ResultsBody query={query} skip={skip} onSkip={(s) => setPaging({ key, skip: s })} />
      </div>
    </div>
  );
}
