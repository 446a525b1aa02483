import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/ui-icons';
import styles from './pager.module.css';

type Props = {
  skip: number;
  take: number;
  shown: number;
  total: number;
  onSkip: (skip: number) => void;
  /** The feature's namespace: it names the list ('pager.label') and words the range. */
  ns: string;
};

/** Previous / next with 'x–y of total', for the account's paged lists. */
export function Pager({ skip, take, shown, total, onSkip, ns }: Props) {
  const { t } = useTranslation(ns);
  const from = total === 0 ? 0 : skip + 1;
  const to = skip + shown;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon size={18} />}
        disabled={skip === 0}
        onClick={() => onSkip(Math.max(0, skip - take))}
      >
        {t('pager.previous')}
      </Button>
      <p className={styles.range} aria-live="polite">
        {t('pager.range', { from, to, total })}
      </p>
      <Button variant="secondary" size="sm" disabled={to >= total} onClick={() => onSkip(skip + take)}>
        {t('pager.next')}
        <ChevronRightIcon size={18} />
      </Button>
    </nav>
  );
}
