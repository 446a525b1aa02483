import { useTranslation } from 'react-i18next';
import { createIcon } from '@/components/ui/icons/icon';
import type { FavouriteKind } from './use-favourites';
import styles from './favourites.module.css';

const StarIcon = createIcon(() => (
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
));

type Props = {
  kind: FavouriteKind;
  id: string;
  active: boolean;
  onToggle: (kind: FavouriteKind, id: string) => void;
  /** Id of the league's or match's name, so each star says what it is for. */
  describedBy: string;
};

/** The favourite toggle of a league or a match: icon only, named, `aria-pressed` when a favourite. */
export function FavouriteStar({ kind, id, active, onToggle, describedBy }: Props) {
  const { t } = useTranslation('sportsbook');
  const label = t(active ? 'favourites.remove' : 'favourites.add');
  return (
    <button
      type="button"
      className={styles.star}
      aria-label={label}
      title={label}
      aria-pressed={active}
      aria-describedby={describedBy}
      onClick={() => onToggle(kind, id)}
    >
      <StarIcon size={18} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
