import { useLocation } from 'react-router';
import { BannerCarousel } from '@/features/content/components/banner-carousel/banner-carousel';
import { modeOf } from '@/features/sportsbook/pages/modes';
import { SportsPage } from '@/features/sportsbook/pages/sports-page';
import styles from './sports.module.css';

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
