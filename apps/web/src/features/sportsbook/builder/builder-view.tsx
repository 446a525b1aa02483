import type { SportsMarket } from '@lalebet/shared/sportsbook';
import { BuilderMarkets } from './builder-markets';
import { BuilderPanel } from './builder-panel';
import styles from './builder.module.css';

/**
 * The match page's "Bahis Oluşturucu" view: the combinable markets and, beside them from
 * tablets up (below them on a phone), the builder's coupon.
 */
export function BuilderView({ eventId, markets }: { eventId: string; markets: SportsMarket[] }) {
  return (
    <div className={styles.view}>
      <BuilderMarkets eventId={eventId} markets={markets} />
      <div className={styles.panel}>
        <BuilderPanel eventId={eventId} />
      </div>
    </div>
  );
}
