import type { Game } from '@lalebet/shared/casino';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useOpenGame } from '@/features/casino/play/use-open-game';
import { useGameSearch } from '../../../api/get-games';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/use-search-input';
import { SearchIcon } from '../icons';
import styles from './header-search.module.css';

type Props = { live: boolean; onClose: () => void };

/** casino/games with search + live, take 5 (docs/product.md §7); a result opens the game. */
export default function HeaderSearchDialog({ live, onClose }: Props) {
  const { t } = useTranslation('casino');
  const openGame = useOpenGame();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useGameSearch(search, live);
  const games = search && data ? data.items : [];

  const play = (game: Game) => {
    onClose();
    openGame(game);
  };

  return (
    <Dialog
      title={t(live ? 'headerSearch.liveTitle' : 'headerSearch.title')}
      onClose={onClose}
      className={styles.dialog}
    >
      <div className={styles.field}>
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
          icon={<SearchIcon size={18} className={styles.icon} />}
          autoFocus
        >
          {isFetching && <Spinner size={18} label={t('grid.loading')} />}
        </SearchField>
      </div>
      <div className={styles.results} aria-live="polite">
        {!search ? (
          <p className={styles.note}>{t('headerSearch.hint')}</p>
        ) : isError ? (
          <p className={styles.note} role="alert">
            {t('headerSearch.error')}
          </p>
        ) : !data || (games.length === 0 && isFetching) ? null : games.length === 0 ? (
          <p className={styles.note}>{t('headerSearch.noResults', { search })}</p>
        ) : (
          <ul role="list" aria-label={t('headerSearch.results')} className={styles.list}>
            {games.map((game) => (
              <li key={game.gameCode}>
                <button type="button" className={styles.result} onClick={() => play(game)}>
                  <img src={game.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
                  <span className={styles.text}>
                    <span className={styles.name}>{game.name}</span>
                    <span className={styles.provider}>{game.providerName}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
