import { type GameCategory, LIVE_FILTERS } from '@lalebet/shared/casino-constants';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import type { GameListFilter } from '../../api/keys';
import { LOBBY_PARAMS, useLobbyFilters } from '../hooks/use-lobby-filters';
import { useSyncFavorites } from '../hooks/use-sync-favorites';
import { GameGrid } from './game-grid';
import { HeartIcon } from './icons';
import { LiveFilters } from './live-filters';
import { LobbySearch } from './lobby-search';
import { ProviderFilter } from './provider-filter';
import styles from './lobby.module.css';

/**
 * A category page's games (/casino/<slug>): search, provider, live type and favourites filters,
 * all kept in the URL, over an infinitely scrolling grid. The search follows the page (docs/product.md,
 * section 2): it searches this category, live games on /casino/live.
 */
export function CasinoLobby({ category }: { category: GameCategory }) {
  const { t } = useTranslation('casino');
  const loggedIn = useSession() !== null;
  const { filters, setParam, clearAll } = useLobbyFilters();
  useSyncFavorites();

  const live = category === 'live';
  const liveType = live ? LIVE_FILTERS.find((f) => f.id === filters.liveFilter)?.liveType : null;
  const filter: GameListFilter = {
    systemCategory: category,
    live,
    ...(filters.search && { search: filters.search }),
    ...(filters.providerId && { providerId: filters.providerId }),
    ...(liveType && { liveType }),
    ...(loggedIn && filters.favorites && { favorites: true }),
  };

  return (
    <section className={styles.lobby} aria-label={t('lobby.label')}>
      <div className={styles.toolbar} role="group" aria-label={t('lobby.filters')}>
        <LobbySearch value={filters.search} onSearch={(v) => setParam(LOBBY_PARAMS.search, v)} />
        <div className={styles.toolbarRow}>
          <ProviderFilter
            category={category}
            value={filters.providerId}
            onChange={(id) => setParam(LOBBY_PARAMS.provider, id ? String(id) : null)}
          />
          {loggedIn && (
            <button
              type="button"
              className={styles.favoritesChip}
              aria-pressed={filters.favorites}
              onClick={() => setParam(LOBBY_PARAMS.favorites, filters.favorites ? null : '1')}
            >
              <HeartIcon size={18} />
              {t('favorites.filter')}
            </button>
          )}
        </div>
      </div>
      {live && (
        <LiveFilters
          value={filters.liveFilter}
          onChange={(id) => setParam(LOBBY_PARAMS.liveType, id === 'all' ? null : id)}
        />
      )}
      <GameGrid filter={filter} onClearFilters={clearAll} />
    </section>
  );
}
