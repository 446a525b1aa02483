import { useLocation, useParams } from 'react-router';
import { BannerCarousel } from '@/features/content/components/banner-carousel/banner-carousel';
import { EventPage } from '@/features/sportsbook/pages/event-page';
import { modeOf } from '@/features/sportsbook/pages/modes';
import { SportsPage } from '@/features/sportsbook/pages/sports-page';
import styles from './sports.module.css';

/**
 * The sportsbook's routes, in one chunk on purpose: each lazy chunk adds its name to the entry's
 * preload map, and the home route's JS budget (scripts/check-bundle.ts) has no room for several.
 */

/** `/spor`, `/livespor`, `/esports` and their bridge aliases (docs/product.md §2.1). */
export default function SportsRoute() {
  const mode = modeOf(useLocation().pathname);
  return (
    <div className={styles.page}>
      <BannerCarousel />
      {/* A new mode is a new page: no search term carries over. */}
      <SportsPage key={mode} mode={mode} />
    </div>
  );
}

/** `/spor/mac/:eventId`: one event with all its markets. */
export function SportsEventRoute() {
  const { eventId = '' } = useParams();
  return <EventPage key={eventId} eventId={eventId} />;
}

/** The home page's live strip and popular matches. */
export { default as HomeSports } from '@/features/sportsbook/home/home-sports';
