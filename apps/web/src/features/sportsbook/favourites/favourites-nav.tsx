import type { Sport, SportsFavourites, SportSummary } from '@lalebet/shared/sportsbook';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { openDialog } from '@/stores/dialogs';
import nav from '../components/sports-nav.module.css';
import styles from './favourites.module.css';

type Props = {
  favourites: SportsFavourites;
  loggedIn: boolean;
  /** The sports of this page, whose leagues the favourites are looked up in. */
  sports: SportSummary[];
  tournament: string | null;
  /** Whether the list shows the favourite matches now. */
  eventsOn: boolean;
  hrefFor: (sport: Sport | null, tournament: string | null) => string;
  eventsHref: string;
};

/**
 * "Favorilerim", first in the sports menu: the favourite leagues that have matches on this page
 * and a link to the favourite matches. Guests are asked to log in, as the casino's hearts do.
 */
export function FavouritesNav({
  favourites,
  loggedIn,
  sports,
  tournament,
  eventsOn,
  hrefFor,
  eventsHref,
}: Props) {
  const { t } = useTranslation('sportsbook');
  const titleId = useId();
  const leagues = favourites.tournaments.flatMap((id) =>
    sports.flatMap((s) => s.tournaments.filter((tr) => tr.id === id).map((tr) => ({ sport: s.sport, tr }))),
  );
  const cls = (on: boolean) => cx(nav.link, on && nav.active);

  let body;
  if (!loggedIn) {
    body = (
      <p className={styles.hint}>
        {t('favourites.guest')}{' '}
        <button type="button" className={styles.login} onClick={() => openDialog({ name: 'login' })}>
          {t('favourites.logIn')}
        </button>
      </p>
    );
  } else if (leagues.length === 0 && favourites.events.length === 0) {
    body = <p className={styles.hint}>{t('favourites.empty')}</p>;
  } else {
    body = (
      <ul className={nav.tournaments} aria-labelledby={titleId}>
        {favourites.events.length > 0 && (
          <li>
            <Link to={eventsHref} className={cls(eventsOn)} aria-current={eventsOn ? 'page' : undefined}>
              <span>{t('favourites.events')}</span>
            </Link>
          </li>
        )}
        {leagues.map(({ sport, tr }) => {
          const on = !eventsOn && tr.id === tournament;
          return (
            <li key={tr.id}>
              <Link to={hrefFor(sport, tr.id)} className={cls(on)} aria-current={on ? 'page' : undefined}>
                <span>{tr.name}</span>
                <span className={nav.count}>{tr.eventCount}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('favourites.title')}
      </h2>
      {body}
    </section>
  );
}
