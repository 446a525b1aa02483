import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { GameListFilter } from '../../api/keys';
import { SearchIcon } from './icons';
import styles from './game-grid.module.css';

type EmptyProps = { filter: GameListFilter; onClearFilters?: () => void };

/** Nothing matches: says why (search, favourites or other filters) and offers the way back. */
export function GridEmpty({ filter, onClearFilters }: EmptyProps) {
  const { t } = useTranslation('casino');
  const text = filter.search
    ? t('grid.emptySearch', { search: filter.search })
    : filter.favorites
      ? t('grid.emptyFavorites')
      : t('grid.emptyFilters');
  const filtered = Boolean(filter.search || filter.favorites || filter.providerId || filter.liveType);
  return (
    <div className={styles.state} role="status">
      <SearchIcon size={36} className={styles.stateIcon} />
      <p className={styles.stateTitle}>{t('grid.emptyTitle')}</p>
      <p className={styles.stateText}>{text}</p>
      {filtered && onClearFilters && (
        <Button variant="secondary" onClick={onClearFilters}>
          {t('grid.clearFilters')}
        </Button>
      )}
    </div>
  );
}

/** The first page failed: a message and Try again. */
export function GridError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('casino');
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>{t('grid.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('grid.retry')}
      </Button>
    </div>
  );
}
