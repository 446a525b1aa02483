import type { SportsEvent } from '@lalebet/shared/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { fixtureDayKey, formatFixtureDay } from '@/lib/format';
import { FavouriteStar } from '../favourites/favourite-star';
import type { FavouriteKind } from '../favourites/use-favourites';
import { countryLabel } from '../lib/country';
import { groupByDay, groupByLeague, type LeagueGroup } from '../lib/tournaments';
import { EventRow } from './event-row';
import rows from './event-row.module.css';
import styles from './sportsbook.module.css';

/** What the stars need: whether a league or match is a favourite, and the toggle. */
export type FavouriteControls = {
  isFavourite: (kind: FavouriteKind, id: string) => boolean;
  toggle: (kind: FavouriteKind, id: string) => void;
};

type LeagueProps = { group: LeagueGroup; level: 2 | 3; favourites?: FavouriteControls };

function League({ group, level, favourites }: LeagueProps) {
  const locale = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = `league-${group.key}-${group.events[0]?.id ?? ''}`.replace(/[^\w-]/g, '-');
  return (
    <section className={styles.league} aria-labelledby={id}>
      <div className={styles.leagueHead}>
        <Heading id={id} className={styles.leagueTitle}>
          {group.tournament.country && (
            <span className={styles.country}>{countryLabel(group.tournament.country, locale)}</span>
          )}
          {group.tournament.name}
        </Heading>
        {favourites && star(favourites, 'tournament', group.tournament.id, id)}
      </div>
      <ul className={rows.list}>
        {group.events.map((e) => (
          <EventRow
            key={e.id}
            event={e}
            star={favourites && ((nameId) => star(favourites, 'event', e.id, nameId))}
          />
        ))}
      </ul>
    </section>
  );
}

const star = (f: FavouriteControls, kind: FavouriteKind, id: string, describedBy: string) => (
  <FavouriteStar
    kind={kind}
    id={id}
    active={f.isFavourite(kind, id)}
    onToggle={f.toggle}
    describedBy={describedBy}
  />
);

/**
 * Matches grouped by league; upcoming ones also by day ("Bugün", "Yarın", then the date, in the
 * site's time zone). Live lists have no days: everything is now.
 */
export function EventList({
  events,
  live,
  favourites,
}: {
  events: SportsEvent[];
  live: boolean;
  /** Stars on leagues and matches (the sports pages). */
  favourites?: FavouriteControls;
}) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  // "Today" as of the page's opening: a list left open past midnight keeps its headings.
  const [now] = useState(() => Date.now());
  if (live) {
    return groupByLeague(events, locale).map((g) => (
      <League key={g.key} group={g} level={2} favourites={favourites} />
    ));
  }
  const today = fixtureDayKey(now);
  const tomorrow = fixtureDayKey(now + 86_400_000);
  return groupByDay(events, fixtureDayKey, locale).map(({ day, leagues }) => {
    const first = leagues[0]!.events[0]!.startTime;
    const label =
      day === today ? t('day.today') : day === tomorrow ? t('day.tomorrow') : formatFixtureDay(first, locale);
    return (
      <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
        <h2 id={`day-${day}`} className={styles.dayTitle}>
          {label}
        </h2>
        {leagues.map((g) => (
          <League key={g.key} group={g} level={3} favourites={favourites} />
        ))}
      </section>
    );
  });
}
