import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpenGame } from '@/features/casino/play/use-open-game';
import { useLocale } from '@/hooks/use-locale';
import { useGameList } from '../../api/get-games';
import type { GameListFilter } from '../../api/keys';
import { useInView } from '../hooks/use-in-view';
import { GameCard, GameCardSkeleton } from './game-card';
import { GridEmpty, GridError } from './grid-states';
import styles from './game-grid.module.css';

const SKELETON_COUNT = 12;

type Props = {
  filter: GameListFilter;
  /** Shown when nothing matches; clears the page's filters. */
  onClearFilters?: () => void;
};

/** A category's games, page by page: the sentinel loads the next page, Load more is the fallback. */
export function GameGrid({ filter, onClearFilters }: Props) {
  const { t } = useTranslation('casino');
  const locale = useLocale();
  const openGame = useOpenGame();
  const query = useGameList(filter);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useInView<HTMLDivElement>(() => void fetchNextPage(), canAutoLoad);

  if (query.isPending) {
    return (
      <div className={styles.wrap} aria-busy="true">
        <p role="status" className={styles.count}>
          {t('grid.loading')}
        </p>
        <ul role="list" className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }
  // A failed next page keeps the games on screen; only a failed first page replaces them.
  if (!data) return <GridError onRetry={() => void query.refetch()} />;

  const games = data.pages.flatMap((p) => p.items);
  const total = data.pages.at(-1)?.total ?? games.length;
  if (games.length === 0) return <GridEmpty filter={filter} onClearFilters={onClearFilters} />;

  return (
    <div className={styles.wrap} aria-busy={query.isPlaceholderData || undefined}>
      <p role="status" className={styles.count}>
        {t(games.length < total ? 'grid.count' : 'grid.countAll', {
          shown: games.length.toLocaleString(locale),
          total: total.toLocaleString(locale),
        })}
      </p>
      <ul role="list" aria-label={t('grid.label')} className={styles.grid}>
        {games.map((game) => (
          <GameCard key={game.gameCode} game={game} onPlay={openGame} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      {isFetchNextPageError && (
        <p role="alert" className={styles.moreError}>
          {t('grid.loadMoreFailed')}
        </p>
      )}
      {hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t(isFetchNextPageError ? 'grid.retry' : 'grid.loadMore')}
        </Button>
      )}
    </div>
  );
}
