import { SITE_OPTION_KEYS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { Logo, useSiteName } from '../logo';
import { LogoutNotice } from '../logout-notice';
import { FooterLinks } from './footer-links';
import { Legal } from './legal';
import { parseProviders } from './providers';
import { ProviderStrip } from './provider-strip';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { data: options } = useSiteOptions();
  const siteName = useSiteName();
  const providers = parseProviders(options?.[SITE_OPTION_KEYS.footerProviders]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ProviderStrip providers={providers} />
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <SocialLinks options={options} />
          </div>
          <FooterLinks />
        </div>
        <Legal options={options} siteName={siteName} />
        <LogoutNotice />
      </div>
    </footer>
  );
}
