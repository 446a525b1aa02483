import type { SportsEvent } from '@lalebet/shared/sportsbook';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatFixtureTime } from '@/lib/format';
import { LiveDetails } from './live-details';
import { LiveScore } from './live-score';
import { MbsBadge } from './mbs-badge';
import { OddsButton, eventName } from './odds-button';
import styles from './event-row.module.css';

type Props = {
  event: SportsEvent;
  /** The favourite star (the sports pages only), given the id of the match's name. */
  star?: (nameId: string) => ReactNode;
};

/**
 * One match in a list: start time (or score and clock when live), the teams as a link to the
 * event page, the main market's prices and "+N" more markets; live, from tablet width up, the
 * period scores and football's cards and corners under the teams.
 */
export function EventRow({ event, star }: Props) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const main = event.markets[0];
  const more = Math.max(0, event.marketCount - (main ? 1 : 0));
  const href = paths.sportsEvent(event.id);
  const live = event.status === 'live' && event.live;
  const nameId = star ? `match-${event.id}`.replace(/[^\w-]/g, '-') : undefined;

  return (
    <li className={styles.row}>
      <div className={styles.when}>
        {live ? (
          <LiveScore event={event} />
        ) : (
          <time dateTime={event.startTime}>{formatFixtureTime(event.startTime, locale)}</time>
        )}
        {event.mbs > 1 && (
          <MbsBadge mbs={event.mbs} label={t('event.mbs', { mbs: event.mbs })} className={styles.mbs} />
        )}
        {nameId && star?.(nameId)}
      </div>
      <Link to={href} id={nameId} className={styles.teams} aria-label={eventName(event)}>
        <span className={styles.team}>{event.home}</span>
        {/* Not drawn (flex items); keeps "Home Away" inside the "Home - Away" name (WCAG 2.5.3). */}{' '}
        <span className={styles.team}>{event.away}</span>
      </Link>
      <div
        className={styles.odds}
        role="group"
        aria-label={main?.name ?? t('odds.none')}
        data-count={main?.outcomes.length ?? 0}
      >
        {main ? (
          main.outcomes.map((o) => <OddsButton key={o.id} event={event} market={main} outcome={o} />)
        ) : (
          <span className={styles.noOdds}>{t('odds.none')}</span>
        )}
      </div>
      {more > 0 ? (
        <Link
          to={href}
          className={styles.more}
          aria-label={t('event.moreMarkets', { count: more, event: eventName(event) })}
        >
          +{more}
        </Link>
      ) : (
        <span className={styles.more} />
      )}
      {live && <LiveDetails event={event} className={styles.details} />}
    </li>
  );
}
