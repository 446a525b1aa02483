import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './event-page.module.css';

export const EVENT_VIEWS = ['markets', 'timeline', 'builder'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

const LABELS: Record<EventView, string> = {
  markets: 'event.markets',
  timeline: 'timeline.title',
  builder: 'event.builder',
};

type Props = { views: EventView[]; value: EventView; onChange: (v: EventView) => void; panelId: string };

/**
 * The match page's views (markets, the timeline when there is one, the bet builder before
 * kick-off) as WAI-ARIA tabs: arrows, Home and End switch.
 */
export function EventViews({ views, value, onChange, panelId }: Props) {
  const { t } = useTranslation('sportsbook');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = views.indexOf(value);
    const steps: Record<string, number> = {
      ArrowRight: (i + 1) % views.length,
      ArrowLeft: (i - 1 + views.length) % views.length,
      Home: 0,
      End: views.length - 1,
    };
    const next = views[steps[e.key] ?? -1];
    if (!next) return;
    e.preventDefault();
    onChange(next);
    e.currentTarget.querySelector<HTMLElement>(`[data-view="${next}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('event.views')} className={styles.tabs} onKeyDown={onKeyDown}>
      {views.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          id={`${panelId}-view-${v}`}
          data-view={v}
          aria-selected={v === value}
          aria-controls={`${panelId}-view`}
          tabIndex={v === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(v)}
        >
          {t(LABELS[v])}
        </button>
      ))}
    </div>
  );
}
