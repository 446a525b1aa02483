import type { ReactNode } from 'react';
import styles from './with-tips.module.css';

type Props = { id: string; title: string; tips: string[]; children: ReactNode };

/** An account form with a short list of tips beside it (below it on narrow screens). */
export function WithTips({ id, title, tips, children }: Props) {
  return (
    <div className={styles.layout}>
      {children}
      <aside className={styles.tips} aria-labelledby={id}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
