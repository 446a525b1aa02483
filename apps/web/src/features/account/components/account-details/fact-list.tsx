import type { ReactNode } from 'react';
import styles from './account-details.module.css';

/** Label and value pairs as a description list. */
export const FactList = ({ children }: { children: ReactNode }) => (
  <dl className={styles.facts}>{children}</dl>
);

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
