import type { Game } from '@lalebet/shared/casino';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { FavoriteButton } from './favorite-button';
import { PlayIcon } from './icons';
import styles from './game-card.module.css';

/** Thumbnails are square SVGs of this size; width and height keep the grid from jumping. */
const THUMB_PX = 240;

type Props = { game: Game; onPlay: (game: Game) => void };

/** One game of a grid: the thumbnail and name open it; the heart (de)favourites it. */
export function GameCard({ game, onPlay }: Props) {
  const { t } = useTranslation('casino');
  const locale = useLocale();
  const id = useId();
  const badges = [game.isNew && 'badge.new', game.isLive && 'badge.live'].filter((key): key is string =>
    Boolean(key),
  );
  return (
    <li className={styles.card}>
      {/* Named by its content (play, badges, name, provider) rather than an aria-label, so the
          name a screen reader or voice control uses is the text sighted players see. */}
      <button type="button" className={styles.play} onClick={() => onPlay(game)}>
        <span className="visually-hidden">{t('card.playCta')}: </span>
        <span className={styles.thumb}>
          <img
            src={game.imageUrl}
            alt=""
            width={THUMB_PX}
            height={THUMB_PX}
            loading="lazy"
            decoding="async"
          />
          {badges.length > 0 && (
            <span className={styles.badges}>
              {badges.map((key) => (
                <span key={key} className={key === 'badge.live' ? styles.live : styles.new}>
                  {t(key).toLocaleUpperCase(locale)}
                </span>
              ))}
            </span>
          )}
          <span className={styles.overlay} aria-hidden="true">
            <PlayIcon size={18} />
            {t('card.playCta')}
          </span>
        </span>
        <span className={styles.meta}>
          <span id={`${id}-name`} className={styles.name}>
            {game.name}
          </span>
          <span className={styles.provider}>{game.providerName}</span>
        </span>
      </button>
      <FavoriteButton game={game} describedBy={`${id}-name`} />
    </li>
  );
}

/** A grey card while the first page loads. */
export function GameCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <span className={`${styles.thumb} ${styles.skeleton}`} />
      <span className={styles.meta}>
        <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <span className={`${styles.skeletonLine} ${styles.skeletonShort} ${styles.skeleton}`} />
      </span>
    </li>
  );
}
