import type { MatchStatistics, Sport, SportsEvent } from '@lalebet/shared/sportsbook';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import styles from './live-details.module.css';

/** How a sport's periods are named: halves, quarters, sets or maps. */
const PERIOD_KIND: Record<Sport, 'half' | 'quarter' | 'set' | 'map'> = {
  soccer: 'half',
  basketball: 'quarter',
  tennis: 'set',
  volleyball: 'set',
  cs2: 'map',
  dota2: 'map',
  lol: 'map',
};

/** "1. Y" / "H1", "Q3", "2. Set", "Map 1"; a fifth quarter on is overtime. */
export function periodLabel(t: TFunction<'sportsbook'>, sport: Sport, n: number) {
  const kind = PERIOD_KIND[sport];
  if (kind === 'quarter' && n > 4) return t('score.overtime', { n: n - 4 });
  return t(`score.period.${kind}`, { n });
}

/** Period scores in a row ("H1 1-0 · H2 0-1"), as a list named for screen readers. */
export function PeriodScores({ event }: { event: SportsEvent }) {
  const { t } = useTranslation('sportsbook');
  const periods = event.live?.periods ?? [];
  if (periods.length === 0) return null;
  return (
    <ol className={styles.periods} aria-label={t('score.periods')}>
      {periods.map(([h, a], i) => (
        <li key={i} className={styles.period}>
          <span className={styles.periodName}>{periodLabel(t, event.sport, i + 1)}</span> {h}-{a}
        </li>
      ))}
    </ol>
  );
}

const STATS = ['yellowCards', 'redCards', 'corners'] as const;
type Stat = (typeof STATS)[number];

function statRow(t: TFunction<'sportsbook'>, event: SportsEvent, stat: Stat, value: [number, number]) {
  const [h, a] = value;
  return (
    <li key={stat} className={styles.stat}>
      <span aria-hidden="true">{h}</span>
      <span className={styles.icon} data-stat={stat} role="img" aria-label={t(`score.stat.${stat}`)} />
      <span aria-hidden="true">{a}</span>
      <span className="visually-hidden">
        {t('score.statValues', { home: event.home, away: event.away, h, a })}
      </span>
    </li>
  );
}

/** Football's cards and corners per team: home on the left, away on the right. */
export function MatchStats({ event }: { event: SportsEvent }) {
  const { t } = useTranslation('sportsbook');
  const stats: MatchStatistics | undefined = event.live?.statistics;
  if (event.sport !== 'soccer' || !stats) return null;
  const rows = STATS.flatMap((s) => (stats[s] ? [statRow(t, event, s, stats[s])] : []));
  if (rows.length === 0) return null;
  return (
    <ul className={styles.stats} aria-label={t('score.statistics')}>
      {rows}
    </ul>
  );
}

/** A list row's line under the teams: periods, and football's cards and corners. */
export function LiveDetails({ event, className }: { event: SportsEvent; className?: string }) {
  const live = event.live;
  if (!live || (live.periods.length === 0 && !live.statistics)) return null;
  return (
    <div className={cx(styles.details, className)}>
      <PeriodScores event={event} />
      <MatchStats event={event} />
    </div>
  );
}
