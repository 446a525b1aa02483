import type { Sport, SportSummary } from '@lalebet/shared/sportsbook';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/hooks/use-locale';
import { orderTournaments } from '../lib/tournaments';
import styles from './sports-nav.module.css';
import { cx } from '@/lib/cx';

type Props = {
  sports: SportSummary[];
  sport: Sport | null;
  tournament: string | null;
  /** Shows an "All" entry (live: every sport at once). */
  allowAll: boolean;
  /** The URL query of a choice (the page keeps its search term). */
  hrefFor: (sport: Sport | null, tournament: string | null) => string;
  /** The player's favourites, shown first ("Favorilerim"). */
  favourites?: ReactNode;
  /** False while the favourite matches are listed: no sport or league is the current one. */
  chosen?: boolean;
};

/**
 * Sports and their leagues: a sidebar on wide screens, rows of chips on phones (the same links,
 * laid out by CSS). The chosen one carries aria-current.
 */
export function SportsNav({
  sports,
  sport,
  tournament,
  allowAll,
  hrefFor,
  favourites,
  chosen = true,
}: Props) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const current = sports.find((s) => s.sport === sport);
  const cls = (on: boolean) => cx(styles.link, chosen && on && styles.active);
  const currentIf = (on: boolean) => (chosen && on ? 'page' : undefined);

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {favourites}
      <ul className={styles.sports}>
        {allowAll && (
          <li>
            <Link to={hrefFor(null, null)} className={cls(!sport)} aria-current={currentIf(!sport)}>
              <span>{t('nav.all')}</span>
            </Link>
          </li>
        )}
        {sports.map((s) => {
          const on = s.sport === sport && !tournament;
          return (
            <li key={s.sport}>
              <Link
                to={hrefFor(s.sport, null)}
                className={cls(s.sport === sport)}
                aria-current={currentIf(on)}
              >
                <span>{s.name}</span>
                <span className={styles.count}>{s.eventCount}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {current && current.tournaments.length > 0 && (
        <ul className={styles.tournaments} aria-label={t('nav.leagues', { sport: current.name })}>
          {orderTournaments(current.tournaments, locale).map((tr) => (
            <li key={tr.id}>
              <Link
                to={hrefFor(current.sport, tr.id)}
                className={cls(tr.id === tournament)}
                aria-current={currentIf(tr.id === tournament)}
              >
                <span>{tr.name}</span>
                <span className={styles.count}>{tr.eventCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
