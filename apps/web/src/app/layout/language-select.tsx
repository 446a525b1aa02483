import { LOCALES, type Locale } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons/shell-icons';
import { useLanguageList } from '@/features/content/api/get-language-list';
import { useLocale } from '@/hooks/use-locale';
import { changeLanguage } from '@/lib/i18n';
import styles from './language-select.module.css';
import { cx } from '@/lib/cx';

/** Each language is named in itself, so a player can always find their own. */
const LANGUAGE_NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };

type Props = { className?: string };

/**
 * 'Select Language' (docs/product.md §2). Persists `lang` and <html lang> via lib/i18n. It offers
 * the languages the operator enabled (cms/languagelist) that the site has texts for; all of
 * them until the list arrives or when it cannot be read, and always the one in use.
 */
export function LanguageSelect({ className }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const enabled = useLanguageList().data?.map((l) => l.locale);
  const offered = LOCALES.filter((l) => l === locale || !enabled?.length || enabled.includes(l));
  return (
    <div className={cx(styles.wrap, className)} title={t('header.selectLanguage')}>
      <GlobeIcon size={18} />
      <select
        className={styles.select}
        aria-label={t('header.selectLanguage')}
        value={locale}
        onChange={(e) => void changeLanguage(e.target.value as Locale)}
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
