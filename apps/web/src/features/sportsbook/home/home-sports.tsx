import { useEvents } from '../api/get-events';
import { LIVE_FILTER, LIVE_STRIP_TAKE, LiveStrip } from './live-strip';
import { PopularMatches } from './popular-matches';
import styles from './home-sports.module.css';

/**
 * The home page's sports sections (a lazy chunk: the home route's JS budget). Until the live
 * matches are known they hold the strip's usual height, as the route's fallback does, so what
 * follows on the page does not jump down when they arrive.
 */
export default function HomeSports() {
  const { isPending } = useEvents(LIVE_FILTER, LIVE_STRIP_TAKE);
  return (
    <div className={styles.sections} data-pending={isPending || undefined}>
      <LiveStrip />
      <PopularMatches />
    </div>
  );
}
