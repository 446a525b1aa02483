import { SITE_OPTION_KEYS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, TERMS_PAGE_ID } from '@/config/paths';
import type { SiteOptions } from '@/features/content/api/get-site-options';
import styles from './footer.module.css';

/** Licence notice, 18+ mark, responsible-gambling warning, Turkish terms text, copyright. */
export function Legal({ options, siteName }: { options: SiteOptions | undefined; siteName: string }) {
  const { t } = useTranslation();
  const licence = options?.[SITE_OPTION_KEYS.licenceText];
  const licenceNumber = options?.[SITE_OPTION_KEYS.licenceNumber];
  const registration = options?.[SITE_OPTION_KEYS.registrationNumber];
  const company = options?.[SITE_OPTION_KEYS.companyDetails];
  const numbers = [
    licenceNumber && t('footer.licenceNumber', { value: licenceNumber }),
    registration && t('footer.registrationNumber', { value: registration }),
  ].filter(Boolean);

  return (
    <div className={styles.legal}>
      <div className={styles.badges}>
        <span
          className={styles.adult}
          role="img"
          aria-label={t('footer.adultsOnly')}
          title={t('footer.adultsOnly')}
        >
          18+
        </span>
        <p className={styles.warning}>
          {t('footer.responsible')} {/* docs/rules.md R15: the limit page from every page. */}
          <Link to={paths.dashboard.responsibleGaming}>{t('rg.link')}</Link>
        </p>
      </div>
      {licence && <p>{licence}</p>}
      {numbers.length > 0 && <p>{numbers.join(' · ')}</p>}
      {company && <p>{company}</p>}
      {/* docs/product.md shows the terms-acceptance text in Turkish whatever the UI language. */}
      <p lang="tr">
        Siteyi kullanarak <Link to={paths.page(TERMS_PAGE_ID)}>Kullanım Şartları</Link>'nı kabul etmiş
        olursunuz.
      </p>
      {/* DB-IP Lite is CC BY 4.0: the site links back to DB-IP (docs/decisions/027-age-and-country.md). */}
      <p>
        {t('footer.geoAttribution')} <a href="https://db-ip.com">DB-IP</a>
      </p>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}
      </p>
    </div>
  );
}
