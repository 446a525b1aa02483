import { type CSSProperties, lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { useTopWinners } from '../../api/get-top-winners';
import styles from './top-winners.module.css';

// The list (and its amount formatting) waits for the winners anyway, so its code travels
// beside them rather than in the home route's first load; the skeleton holds its place.
const WinnerList = lazy(() => import('./winner-list').then((m) => ({ default: m.WinnerList })));

const SECONDS_PER_WINNER = 3;
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Latest big wins as a slowly scrolling strip. Hover or focus pauses it; the pause button
 * (WCAG 2.2.2) stops it for good and turns the strip into a normal horizontal scroller.
 */
export function TopWinners() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const headingId = useId();
  const { data, isPending } = useTopWinners();
  // The strip holds two copies of some forty winners: rendered as a deferred (time-sliced)
  // update, that work yields to the browser instead of blocking a phone's main thread in one
  // long task while the page loads (docs/decisions/038-home-page-lighthouse.md).
  const deferred = useDeferredValue(data);
  const winners = deferred ?? [];
  const loading = isPending || (deferred === undefined && data !== undefined);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const skeleton = <div className={styles.skeleton} role="status" aria-label={t('winners.loading')} />;
  const duration = { '--marquee-duration': `${winners.length * SECONDS_PER_WINNER}s` } as CSSProperties;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <TrophyIcon />
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.title}>
            {t('winners.title')}
          </h2>
          <p className={styles.subtitle}>{t('winners.subtitle')}</p>
        </div>
        {winners.length > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={t(playing ? 'winners.pause' : 'winners.play')}
            onClick={() => setPlaying(!playing)}
          >
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
            </svg>
          </button>
        )}
      </header>
      {loading ? (
        skeleton
      ) : winners.length === 0 ? (
        <p className={styles.empty}>{t('winners.empty')}</p>
      ) : (
        // Paused, the strip scrolls by hand, so it takes focus for the arrow keys.
        <div
          className={styles.viewport}
          data-playing={playing}
          style={duration}
          {...(playing ? {} : { tabIndex: 0, role: 'region', 'aria-labelledby': headingId })}
        >
          <Suspense fallback={skeleton}>
            <div className={styles.marquee}>
              <WinnerList winners={winners} locale={locale} />
              <WinnerList winners={winners} locale={locale} duplicate />
            </div>
          </Suspense>
        </div>
      )}
    </section>
  );
}

const TrophyIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
    <path
      d="M7 4h10v4a5 5 0 0 1-10 0V4zm0 2H4v1a3 3 0 0 0 3 3m10-4h3v1a3 3 0 0 1-3 3M12 13v4m-4 3h8m-6-3h4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
