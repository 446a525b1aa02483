import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useEvents } from '../api/get-events';
import { LiveScore } from '../components/live-score';
import { OddsButton } from '../components/odds-button';
import { useLiveOdds } from '../live/use-live-odds';
import styles from './home-sports.module.css';

export const LIVE_FILTER = { live: true } as const;
const LIVE_TOPICS = ['live:all'];
const NO_TOPICS: string[] = [];
export const LIVE_STRIP_TAKE = 8;

/** Up to eight matches in play, each with its score, clock and main prices; hidden when none. */
export function LiveStrip() {
  const { t } = useTranslation('sportsbook');
  const { data } = useEvents(LIVE_FILTER, LIVE_STRIP_TAKE);
  const events = data?.pages[0]?.items.slice(0, LIVE_STRIP_TAKE) ?? [];
  // No match in play, no prices to move: the hub (and SignalR's chunk) waits until the list's
  // periodic refetch brings one, instead of loading and connecting during the home page's load
  // (docs/decisions/038-home-page-lighthouse.md).
  useLiveOdds(events.length > 0 ? LIVE_TOPICS : NO_TOPICS);
  if (events.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="home-live">
      <div className={styles.head}>
        <h2 id="home-live" className={styles.title}>
          <span className={styles.dot} aria-hidden="true" />
          {t('home.live')}
        </h2>
        <Link to={paths.liveSports} className={styles.all}>
          {t('home.allLive')}
        </Link>
      </div>
      <ul className={styles.strip}>
        {events.map((e) => {
          const main = e.markets[0];
          return (
            <li key={e.id} className={styles.card}>
              <p className={styles.cardLeague}>{e.tournament.name}</p>
              <Link to={paths.sportsEvent(e.id)} className={styles.match}>
                <span className={styles.teams}>
                  <span>{e.home}</span>
                  <span>{e.away}</span>
                </span>
                <LiveScore event={e} />
              </Link>
              {main && (
                <div className={styles.odds} role="group" aria-label={main.name}>
                  {main.outcomes.map((o) => (
                    <OddsButton key={o.id} event={e} market={main} outcome={o} />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
