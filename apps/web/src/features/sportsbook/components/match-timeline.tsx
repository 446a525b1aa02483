import type { SportsEvent, TimelineEntry } from '@lalebet/shared/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sportsbookKeys } from '../api/keys';
import styles from './live-details.module.css';

const ICON_STAT = { goal: 'goal', yellow_card: 'yellowCards', red_card: 'redCards' } as const;

/**
 * The hub's live state moves with every goal and card, the timeline arrives with the event: a
 * change in a football match's score or cards refetches the event, so lists stay as small as
 * they are. Runs on the whole match page, so the timeline is current when its tab opens.
 */
export function useTimelineRefresh(event: SportsEvent | undefined) {
  const client = useQueryClient();
  const id = event?.id;
  const live = event?.sport === 'soccer' ? event.live : null;
  const mark = live
    ? [live.home, live.away, live.statistics?.yellowCards, live.statistics?.redCards].join('/')
    : '';
  const last = useRef(mark);
  useEffect(() => {
    const before = last.current;
    last.current = mark;
    if (id && before && mark && before !== mark)
      void client.invalidateQueries({ queryKey: sportsbookKeys.eventPrefix(id) });
  }, [client, id, mark]);
}

function Moment({ entry, event }: { entry: TimelineEntry; event: SportsEvent }) {
  const { t } = useTranslation('sportsbook');
  const team = entry.team === 'home' ? event.home : event.away;
  const minute = entry.minute === null ? '' : t('timeline.minute', { minute: entry.minute });
  const what = t(`timeline.${entry.kind}`);
  const stat = ICON_STAT[entry.kind];
  return (
    <li className={styles.moment} data-team={entry.team}>
      <span className={styles.minute}>{minute}</span>
      <span className={styles.side}>
        <span className={styles.icon} data-stat={stat} aria-hidden="true" />
        <span>
          {what} · {team}
          {entry.score && ` (${entry.score[0]}-${entry.score[1]})`}
        </span>
      </span>
    </li>
  );
}

/** Goals and cards with minute and team, latest first. */
export function MatchTimeline({ event }: { event: SportsEvent }) {
  const { t } = useTranslation('sportsbook');
  const entries = [...(event.timeline ?? [])].reverse();
  if (entries.length === 0) return <p className={styles.empty}>{t('timeline.empty')}</p>;
  return (
    <ol className={styles.timeline} aria-label={t('timeline.title')}>
      {entries.map((e, i) => (
        <Moment key={entries.length - i} entry={e} event={event} />
      ))}
    </ol>
  );
}
