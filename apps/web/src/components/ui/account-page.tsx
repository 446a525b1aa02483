import { type ReactNode, useId } from 'react';
import styles from './account-page.module.css';
import { cx } from '@/lib/cx';

type Props = {
  title: ReactNode;
  /** A line under the title: what the page is for. */
  lead?: ReactNode;
  /** Shown beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** The card every account page sits in: one h1, an optional lead line and status, the body. */
export function AccountPage({ title, lead, aside, children, className }: Props) {
  const titleId = useId();
  return (
    <section className={cx(styles.page, className)} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {aside}
        </div>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}

type PanelProps = { title: ReactNode; children: ReactNode; action?: ReactNode; className?: string };

/** A titled block inside a page (h2), e.g. a group of profile fields. */
export function Panel({ title, children, action, className }: PanelProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.panel, className)} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
