import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './event-page.module.css';

export const EVENT_VIEWS = ['markets', 'timeline'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

type Props = { value: EventView; onChange: (v: EventView) => void; panelId: string };

/** The match page's two views, markets and timeline, as WAI-ARIA tabs (arrows switch). */
export function EventViews({ value, onChange, panelId }: Props) {
  const { t } = useTranslation('sportsbook');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next =
      e.key === 'Home'
        ? 'markets'
        : e.key === 'End'
          ? 'timeline'
          : value === 'markets'
            ? 'timeline'
            : 'markets';
    onChange(next);
    e.currentTarget.querySelector<HTMLElement>(`[data-view="${next}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('event.views')} className={styles.tabs} onKeyDown={onKeyDown}>
      {EVENT_VIEWS.map((v) => (
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
          {t(v === 'markets' ? 'event.markets' : 'timeline.title')}
        </button>
      ))}
    </div>
  );
}
