import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { EventRow } from '../components/event-row';
import { isChampionsLeague, isSuperLig } from '../lib/tournaments';
import rows from '../components/event-row.module.css';
import styles from './home-sports.module.css';

export const POPULAR_TAKE = 4;

function League({ id, name }: { id: string; name: string }) {
  const { data } = useEvents({ sport: 'soccer', tournament: id, live: false }, POPULAR_TAKE);
  const events = data?.pages[0]?.items ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={`popular-${id}`.replace(/\W/g, '-')}>
      <h3 id={`popular-${id}`.replace(/\W/g, '-')} className={styles.leagueTitle}>
        <Link to={`${paths.sports}?sport=soccer&tournament=${encodeURIComponent(id)}`}>{name}</Link>
      </h3>
      <ul className={rows.list}>
        {events.map((e) => (
          <EventRow key={e.id} event={e} />
        ))}
      </ul>
    </section>
  );
}

/** "Popüler Maçlar": the next Süper Lig and Champions League matches, when the book has them. */
export function PopularMatches() {
  const { t } = useTranslation('sportsbook');
  const { data } = useSports(false);
  const soccer = data?.find((s) => s.sport === 'soccer');
  const leagues = [soccer?.tournaments.find(isSuperLig), soccer?.tournaments.find(isChampionsLeague)].filter(
    (l) => l !== undefined,
  );
  if (leagues.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-popular">
      <div className={styles.head}>
        <h2 id="home-popular" className={styles.title}>
          {t('home.popular')}
        </h2>
        <Link to={paths.sports} className={styles.all}>
          {t('home.allSports')}
        </Link>
      </div>
      <div className={styles.leagues}>
        {leagues.map((l) => (
          <League key={l.id} id={l.id} name={l.name} />
        ))}
      </div>
    </section>
  );
}
