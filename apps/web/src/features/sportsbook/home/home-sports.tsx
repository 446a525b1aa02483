import { LiveStrip } from './live-strip';
import { PopularMatches } from './popular-matches';
import styles from './home-sports.module.css';

/** The home page's sports sections (a lazy chunk: the home route's JS budget). */
export default function HomeSports() {
  return (
    <div className={styles.sections}>
      <LiveStrip />
      <PopularMatches />
    </div>
  );
}
