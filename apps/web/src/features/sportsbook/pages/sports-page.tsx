import { type Sport, SPORTS } from '@lalebet/shared/sportsbook';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { EventList } from '../components/event-list';
import { EventSearch } from '../components/event-search';
import { SportsNav } from '../components/sports-nav';
import { useLiveOdds } from '../live/use-live-odds';
import { BetSlipSlot } from '../slip/bet-slip-slot';
import { MODES, type SportsMode } from './modes';
import styles from '../components/sportsbook.module.css';
import results from '../components/results.module.css';

const parseSport = (v: string | null): Sport | null =>
  v && (SPORTS as readonly string[]).includes(v) ? (v as Sport) : null;

/** The query string of a sport and league choice; '?' clears both. */
function hrefFor(s: Sport | null, tr: string | null) {
  const next = new URLSearchParams();
  if (s) next.set('sport', s);
  if (tr) next.set('tournament', tr);
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}

/**
 * A sports list page: the sports and leagues (sidebar or chips), a team search, the matches
 * grouped by day and league with their main prices, and the bet slip's place. The choice of
 * sport and league lives in the URL (`?sport=soccer&tournament=...`) so it survives a reload.
 */
export function SportsPage({ mode }: { mode: SportsMode }) {
  const { t } = useTranslation('sportsbook');
  const config = MODES[mode];
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const chosen = parseSport(params.get('sport'));
  const sport = chosen && config.sports.includes(chosen) ? chosen : config.defaultSport;
  const tournament = params.get('tournament');

  const sportsQuery = useSports(mode === 'live');
  const sports = (sportsQuery.data ?? []).filter((s) => config.sports.includes(s.sport));
  const filter = {
    sport: sport ?? undefined,
    tournament: tournament ?? undefined,
    live: config.live,
    search: search || undefined,
  };
  const events = useEvents(filter);
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  const topics = useMemo(
    () => (mode === 'sports' ? [] : [sport ? `live:${sport}` : 'live:all']),
    [mode, sport],
  );
  useLiveOdds(topics);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(config.titleKey)}</h1>
      <div className={styles.layout}>
        <aside className={styles.side}>
          {sports.length > 0 && (
            <SportsNav
              sports={sports}
              sport={sport}
              tournament={tournament}
              allowAll={config.defaultSport === null}
              hrefFor={hrefFor}
            />
          )}
          <Link to={paths.results} className={results.resultsLink}>
            {t('results.link')}
          </Link>
        </aside>
        <div className={styles.main}>
          <EventSearch onSearch={setSearch} />
          {events.isPending ? (
            <LoadingState label={t('list.loading')} />
          ) : events.isError ? (
            <ErrorState
              error={events.error}
              fallback={t('list.error')}
              retryLabel={t('list.retry')}
              onRetry={() => void events.refetch()}
            />
          ) : items.length === 0 ? (
            <p className={styles.empty} role="status">
              {search
                ? t('list.emptySearch', { search })
                : t(mode === 'live' ? 'list.emptyLive' : 'list.empty')}
            </p>
          ) : (
            <div className={styles.events} aria-busy={events.isFetching && events.isPlaceholderData}>
              <EventList events={items} live={mode === 'live'} />
              {events.hasNextPage && (
                <Button
                  variant="secondary"
                  loading={events.isFetchingNextPage}
                  onClick={() => void events.fetchNextPage()}
                >
                  {t('list.loadMore')}
                </Button>
              )}
            </div>
          )}
        </div>
        <BetSlipSlot />
      </div>
    </div>
  );
}
