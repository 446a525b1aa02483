import { SITE_OPTION_KEYS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import type { IconComponent } from '@/components/ui/icons/icon';
import { InstagramIcon, TelegramIcon, XIcon, YoutubeIcon } from '@/components/ui/icons/social-icons';
import type { SiteOptions } from '@/features/content/api/get-site-options';
import styles from './footer.module.css';

const NETWORKS: { key: string; name: string; icon: IconComponent }[] = [
  { key: SITE_OPTION_KEYS.telegram, name: 'Telegram', icon: TelegramIcon },
  { key: SITE_OPTION_KEYS.twitter, name: 'X (Twitter)', icon: XIcon },
  { key: SITE_OPTION_KEYS.instagram, name: 'Instagram', icon: InstagramIcon },
  { key: SITE_OPTION_KEYS.youtube, name: 'YouTube', icon: YoutubeIcon },
];

/** Only http(s) links from the CMS become hrefs. */
const safeUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

/** Telegram, Twitter, Instagram, YouTube from the site options (docs/product.md §2). */
export function SocialLinks({ options }: { options: SiteOptions | undefined }) {
  const { t } = useTranslation();
  const links = NETWORKS.map((n) => ({ ...n, url: safeUrl(options?.[n.key]) })).filter((n) => n.url);
  if (links.length === 0) return null;
  return (
    <ul role="list" className={styles.social} aria-label={t('footer.social')}>
      {links.map(({ key, name, icon: Icon, url }) => (
        <li key={key}>
          <a
            href={url!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.followOn', { network: name })}
            title={name}
          >
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
