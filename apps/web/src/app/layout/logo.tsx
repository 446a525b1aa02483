import { SITE_OPTION_KEYS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { closeMenus } from '@/stores/ui';
import styles from './logo.module.css';

/** Shown until (or if) the CMS names the site. */
export const DEFAULT_SITE_NAME = 'LaleBet';

export function useSiteName(): string {
  const { data } = useSiteOptions();
  return data?.[SITE_OPTION_KEYS.siteName] || DEFAULT_SITE_NAME;
}

/** The tulip mark (lale: tulip) and the site name, linking home. */
export function Logo() {
  const { t } = useTranslation();
  const name = useSiteName();
  return (
    <Link
      to={paths.home}
      className={styles.logo}
      aria-label={t('header.home', { site: name })}
      onClick={closeMenus}
    >
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#f5b301" />
        <path
          d="M16 6c2.2 2 3.4 3.9 3.6 5.9 1.4-1.4 3-2.3 4.9-2.6-.1 5-2.1 8.5-6 9.7h-5c-3.9-1.2-5.9-4.7-6-9.7 1.9.3 3.5 1.2 4.9 2.6.2-2 1.4-3.9 3.6-5.9z"
          fill="#111827"
        />
        <path
          d="M16 19v7M16 23.5c-1.8-1.8-3.6-2.4-5.5-2.2M16 23.5c1.8-1.8 3.6-2.4 5.5-2.2"
          stroke="#111827"
          strokeWidth="1.8"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
