import type { Locale, TopWinner } from '@lalebet/shared';
import { formatMinorUnits as formatAmount } from '@/lib/format';
import styles from './top-winners.module.css';

type Props = {
  winners: TopWinner[];
  locale: Locale;
  /** The copy that makes the loop seamless. */ duplicate?: boolean;
};

export function WinnerList({ winners, locale, duplicate = false }: Props) {
  return (
    <ul className={styles.list} aria-hidden={duplicate || undefined} data-duplicate={duplicate || undefined}>
      {winners.map((w, i) => (
        <li key={i} className={styles.item}>
          <img
            className={styles.thumb}
            src={w.image}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.text}>
            <span className={`${styles.name} identifier`}>{w.name}</span>
            <span className={styles.amount}>{formatAmount(w.amount, w.currencySymbol, locale)}</span>
            <span className={styles.game}>{w.game}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
