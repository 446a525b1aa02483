import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'accent' | 'neutral';

/** A small pill with a coloured dot: Verified, Not verified, This device, Ended... */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
