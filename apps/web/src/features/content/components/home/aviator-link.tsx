import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { closeMenus } from '@/stores/ui';
import { PlaneIcon } from './tile-icons';
import styles from './home.module.css';

/**
 * AVIATOR_SEARCH of @lalebet/shared/casino-constants, spelled out: importing that module would
 * put a shared chunk on the home route's budget for one word.
 */
const AVIATOR_SEARCH = 'Aviator';

/** Quick link to the Aviator crash game: a casino game search (not live). */
export function AviatorLink() {
  const { t } = useTranslation('content');
  return (
    <Link
      to={{ pathname: paths.casinoGames, search: `?${new URLSearchParams({ search: AVIATOR_SEARCH })}` }}
      className={styles.aviator}
      onClick={closeMenus}
    >
      <span className={styles.aviatorPlane}>
        <PlaneIcon />
      </span>
      <span className={styles.aviatorText}>
        <span className={styles.aviatorTitle}>{t('home.aviator.title')}</span>
        <span>{t('home.aviator.text')}</span>
      </span>
      <span className={styles.aviatorCta}>{t('home.aviator.cta')}</span>
    </Link>
  );
}
