import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/ui-icons';
import styles from './game-history.module.css';

type Props = { skip: number; take: number; shown: number; total: number; onSkip: (skip: number) => void };

/** Previous / next with 'x–y of total'. */
export function Pager({ skip, take, shown, total, onSkip }: Props) {
  const { t } = useTranslation('play');
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
