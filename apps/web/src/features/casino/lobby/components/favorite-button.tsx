import type { Game } from '@lalebet/shared/casino';
import { useTranslation } from 'react-i18next';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { HeartIcon } from './icons';
import styles from './game-card.module.css';

type Props = {
  game: Game;
  /** Id of the game's name, so each heart says which game it is for. */ describedBy: string;
};

/** The favourite toggle of a game card: icon only, named, `aria-pressed` when favourited. */
export function FavoriteButton({ game, describedBy }: Props) {
  const { t } = useTranslation('casino');
  const { active, pending, toggle } = useFavoriteToggle(game);
  const label = t(active ? 'favorites.remove' : 'favorites.add');
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-label={label}
      title={label}
      aria-pressed={active}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      onClick={toggle}
    >
      <HeartIcon size={18} />
    </button>
  );
}
