import { eventTopic, liveTopic } from '@lalebet/shared/notifications-hub';
import type { SportsEvent } from '@lalebet/shared/sportsbook';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { type EventsFilter } from '../api/keys';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { DayFilter } from '../components/day-filter';
import { EventList, type FavouriteControls } from '../components/event-list';
import { EventSearch } from '../components/event-search';
import { SportsNav } from '../components/sports-nav';
import { FavouritesNav } from '../favourites/favourites-nav';
import { useFavourites } from '../favourites/use-favourites';
import { dayKeyOf, dayRange } from '../lib/day-filter';
import { useLiveOdds } from '../live/use-live-odds';
import { BetSlipSlot } from '../slip/bet-slip-slot';
import { MODES, type SportsMode } from './modes';
import { useListParams } from './use-list-params';
import styles from '../components/sportsbook.module.css';
import results from '../components/results.module.css';

/**
 * The most upcoming matches a list watches one by one on the hub; the hub allows 200 topics per
 * connection, and the event page and the slip share it. Lower rows catch up on the next refetch.
 */
export const PREMATCH_WATCH_MAX = 150;

/**
 * The hub topics of a list: a live list's own; upcoming matches one by one (`event:<id>`), so
 * their prices move on screen as the live ones do (docs/decisions/065-sportsbook-favourites.md).
 */
function listTopics(mode: SportsMode, sport: string | null, items: SportsEvent[]): string[] {
  const live = liveTopic(sport ?? 'all');
  if (mode === 'live') return [live];
  const upcoming = items.slice(0, PREMATCH_WATCH_MAX).map((e) => eventTopic(e.id));
  return mode === 'esports' ? [live, ...upcoming] : upcoming;
}

type ListBodyProps = {
  events: ReturnType<typeof useEvents>;
  empty: string;
  live: boolean;
  favourites: FavouriteControls;
};

/** The list's loading, error and empty states, or the matches with "More matches". */
function ListBody({ events, empty, live, favourites }: ListBodyProps) {
  const { t } = useTranslation('sportsbook');
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  if (events.isPending) return <LoadingState label={t('list.loading')} />;
  return events.isError ? (
    <ErrorState
      error={events.error}
      fallback={t('list.error')}
      retryLabel={t('list.retry')}
      onRetry={() => void events.refetch()}
    />
  ) : items.length === 0 ? (
    <p className={styles.empty} role="status">
      {empty}
    </p>
  ) : (
    <div className={styles.events} aria-busy={events.isFetching && events.isPlaceholderData}>
      <EventList events={items} live={live} favourites={favourites} />
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
  );
}

/**
 * A sports list page: the player's favourites and the sports and leagues (sidebar or chips), a
 * team search and, on the upcoming lists, a day; the matches grouped by day and league with
 * their main prices and favourite stars, and the bet slip's place.
 */
export function SportsPage({ mode }: { mode: SportsMode }) {
  const { t } = useTranslation('sportsbook');
  const config = MODES[mode];
  const [search, setSearch] = useState('');
  const { sport, tournament, favEvents, day, hrefFor, favEventsHref, setDay } = useListParams(mode);
  const favourites = useFavourites();

  const sportsQuery = useSports(mode === 'live');
  const sports = (sportsQuery.data ?? []).filter((s) => config.sports.includes(s.sport));
  const filter: EventsFilter = {
    ...(favEvents
      ? { ids: favourites.favourites.events.join(',') }
      : { sport: sport ?? undefined, tournament: tournament ?? undefined }),
    live: config.live,
    search: search || undefined,
    ...(day ? dayRange(dayKeyOf(day)) : {}),
  };
  const events = useEvents(filter);
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  const topicKey = listTopics(mode, sport, items).join(' ');
  const topics = useMemo(() => (topicKey ? topicKey.split(' ') : []), [topicKey]);
  useLiveOdds(topics);

  const empty = search
    ? t('list.emptySearch', { search })
    : favEvents
      ? t('list.emptyFavourites')
      : t(mode === 'live' ? 'list.emptyLive' : 'list.empty');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(config.titleKey)}</h1>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <SportsNav
            sports={sports}
            sport={sport}
            tournament={tournament}
            allowAll={config.defaultSport === null}
            hrefFor={hrefFor}
            chosen={!favEvents}
            favourites={
              <FavouritesNav
                favourites={favourites.favourites}
                loggedIn={favourites.loggedIn}
                sports={sports}
                tournament={tournament}
                eventsOn={favEvents}
                hrefFor={hrefFor}
                eventsHref={favEventsHref}
              />
            }
          />
          <Link to={paths.results} className={results.resultsLink}>
            {t('results.link')}
          </Link>
        </aside>
        <div className={styles.main}>
          <EventSearch onSearch={setSearch} />
          {config.live !== true && <DayFilter day={day} onChange={setDay} />}
          <ListBody events={events} empty={empty} live={mode === 'live'} favourites={favourites} />
        </div>
        <BetSlipSlot />
      </div>
    </div>
  );
}
