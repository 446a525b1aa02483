import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './my-bonuses.module.css';

type Tab<K extends string> = { key: K; label: ReactNode };

type Props<K extends string> = {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
};

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move and select, the panel
 * is named by its tab.
 */
export function BonusTabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const index = tabs.findIndex((t) => t.key === selected);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${base}-${tab.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
