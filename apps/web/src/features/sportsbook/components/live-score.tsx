import type { SportsEvent } from '@lalebet/shared/sportsbook';
import { useTranslation } from 'react-i18next';
import styles from './event-row.module.css';
import { cx } from '@/lib/cx';

/** "2 - 1" and the clock ("67'"), with a spoken label ("Score 2 - 1, 67'"). */
export function LiveScore({ event, large = false }: { event: SportsEvent; large?: boolean }) {
  const { t } = useTranslation('sportsbook');
  if (!event.live) return null;
  const { home, away, clock } = event.live;
  return (
    <span
      className={cx(styles.score, large && styles.scoreLarge)}
      role="group"
      aria-label={t('live.scoreLabel', { home, away, clock })}
    >
      <span className={styles.scoreValue} aria-hidden="true">
        {home} - {away}
      </span>
      <span className={styles.clock} aria-hidden="true">
        {clock}
      </span>
    </span>
  );
}
