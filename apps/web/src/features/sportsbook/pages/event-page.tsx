import type { SportsEvent } from '@lalebet/shared/sportsbook';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { useLocale } from '@/hooks/use-locale';
import { formatFixtureDay, formatFixtureTime } from '@/lib/format';
import { useBuilderMarkets } from '../api/get-builder-markets';
import { useEvent } from '../api/get-event';
import { BuilderView } from '../builder/builder-view';
import { EventViews, type EventView } from '../components/event-views';
import { LiveScore } from '../components/live-score';
import { MatchStats, PeriodScores } from '../components/live-details';
import { MatchTimeline, useTimelineRefresh } from '../components/match-timeline';
import { MarketTabs, orderGroups } from '../components/market-tabs';
import { MbsBadge } from '../components/mbs-badge';
import { OddsButton } from '../components/odds-button';
import { countryLabel } from '../lib/country';
import { useLiveOdds } from '../live/use-live-odds';
import { BetSlipSlot } from '../slip/bet-slip-slot';
import layout from '../components/sportsbook.module.css';
import styles from '../components/event-page.module.css';

function EventHeader({ event }: { event: SportsEvent }) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const live = event.status === 'live' && event.live;
  return (
    <header className={styles.header}>
      <p className={styles.tournament}>
        {[event.tournament.country && countryLabel(event.tournament.country, locale), event.tournament.name]
          .filter(Boolean)
          .join(' · ')}
        {event.mbs > 1 && (
          <MbsBadge mbs={event.mbs} label={t('event.mbs', { mbs: event.mbs })} className={styles.mbs} />
        )}
      </p>
      <h1 className={styles.teams}>
        <span className={styles.team}>{event.home}</span>
        {live ? <LiveScore event={event} large /> : <span className={styles.vs}>{t('event.vs')}</span>}
        <span className={styles.team}>{event.away}</span>
      </h1>
      {live && <PeriodScores event={event} />}
      {live && <MatchStats event={event} />}
      {!live && (
        <p className={styles.start}>
          <time dateTime={event.startTime}>
            {formatFixtureDay(event.startTime, locale)} {formatFixtureTime(event.startTime, locale)}
          </time>
        </p>
      )}
    </header>
  );
}

type MarketsProps = { event: SportsEvent; panelId: string };

/** Every market of the event, in tabs by group. */
function Markets({ event, panelId }: MarketsProps) {
  const { t } = useTranslation('sportsbook');
  const [group, setGroup] = useState('all');
  const groups = orderGroups(event.markets.map((m) => m.group));
  const current = groups.includes(group) ? group : 'all';
  const markets = event.markets.filter((m) => current === 'all' || m.group === current);
  if (event.markets.length === 0) return <p className={layout.empty}>{t('event.noMarkets')}</p>;
  return (
    <>
      <MarketTabs groups={groups} value={current} onChange={setGroup} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${current}`} tabIndex={0}>
        <ul className={styles.markets}>
          {markets.map((m) => (
            <li key={`${m.id}/${m.specifiers}`} className={styles.market}>
              <h2 className={styles.marketName}>{m.name}</h2>
              <div
                className={styles.outcomes}
                role="group"
                aria-label={m.name}
                data-count={Math.min(m.outcomes.length, 3)}
              >
                {m.outcomes.map((o) => (
                  <OddsButton key={o.id} event={event} market={m} outcome={o} layout="inline" />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

type BodyProps = { event: SportsEvent; panelId: string };

/**
 * The markets, and beside them as views the timeline (football with a score,
 * docs/decisions/069-match-timeline.md) and the bet builder (an event not started whose builder
 * markets the server answered; BUILDER_UNAVAILABLE hides the tab, docs/decisions/073-web-bet-builder.md).
 */
function EventBody({ event, panelId }: BodyProps) {
  const [view, setView] = useState<EventView>('markets');
  const builder = useBuilderMarkets(event.id, event.status === 'not_started');
  const views: EventView[] = ['markets'];
  if (event.sport === 'soccer' && (event.live !== null || event.timeline !== undefined))
    views.push('timeline');
  if (event.status === 'not_started' && builder.data && builder.data.markets.length > 0)
    views.push('builder');
  if (views.length === 1) return <Markets event={event} panelId={panelId} />;
  // The event went live (or the builder went away) while its view was open: back to the markets.
  const current = views.includes(view) ? view : 'markets';
  return (
    <>
      <EventViews views={views} value={current} onChange={setView} panelId={panelId} />
      <div
        role="tabpanel"
        id={`${panelId}-view`}
        aria-labelledby={`${panelId}-view-${current}`}
        className={styles.view}
      >
        {current === 'timeline' && <MatchTimeline event={event} />}
        {current === 'builder' && builder.data && (
          <BuilderView eventId={event.id} markets={builder.data.markets} />
        )}
        {current === 'markets' && <Markets event={event} panelId={panelId} />}
      </div>
    </>
  );
}

/** One event: its header (score, clock, periods and statistics when live) and its views. */
export function EventPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation('sportsbook');
  const panelId = useId();
  const query = useEvent(eventId);
  useLiveOdds(useMemo(() => [`event:${eventId}`], [eventId]));
  useTimelineRefresh(query.data);

  if (query.isPending) return <LoadingState label={t('event.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        fallback={t('event.error')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <div className={styles.layout}>
      <div className={layout.main}>
        <EventHeader event={query.data} />
        <EventBody event={query.data} panelId={panelId} />
      </div>
      <BetSlipSlot />
    </div>
  );
}
