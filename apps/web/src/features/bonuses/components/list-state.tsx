import type { ReactNode } from 'react';
import styles from './list-state.module.css';

/** What a bonus list shows when it has nothing to show. */
export function ListEmpty({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.state}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </div>
  );
}
