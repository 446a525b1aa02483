import { MARKET_GROUP_ORDER } from '@lalebet/shared/sportsbook';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './event-page.module.css';

/** The event page's tabs in this order; unknown groups follow, "all" always first. */
export const GROUP_ORDER = MARKET_GROUP_ORDER;

export const orderGroups = (groups: string[]) => {
  const rank = (g: string) => (GROUP_ORDER.includes(g) ? GROUP_ORDER.indexOf(g) : GROUP_ORDER.length);
  return ['all', ...[...new Set(groups)].sort((a, b) => rank(a) - rank(b))];
};

type Props = { groups: string[]; value: string; onChange: (g: string) => void; panelId: string };

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between them (and select, as the panel is
 * cheap to draw); only the selected tab is in the tab order.
 */
export function MarketTabs({ groups, value, onChange, panelId }: Props) {
  const { t } = useTranslation('sportsbook');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = groups.indexOf(value);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % groups.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + groups.length) % groups.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? groups.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(groups[next]!);
    e.currentTarget.querySelector<HTMLElement>(`[data-group="${groups[next]}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('event.marketGroups')} className={styles.tabs} onKeyDown={onKeyDown}>
      {groups.map((g) => (
        <button
          key={g}
          type="button"
          role="tab"
          id={`${panelId}-tab-${g}`}
          data-group={g}
          aria-selected={g === value}
          aria-controls={panelId}
          tabIndex={g === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(g)}
        >
          {t(`group.${g}`, { defaultValue: g })}
        </button>
      ))}
    </div>
  );
}
