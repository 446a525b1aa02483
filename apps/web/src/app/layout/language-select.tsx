import { LOCALES, type Locale } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons/shell-icons';
import { useLocale } from '@/hooks/use-locale';
import { changeLanguage } from '@/lib/i18n';
import styles from './language-select.module.css';

/** Each language is named in itself, so a player can always find their own. */
const LANGUAGE_NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };

type Props = { className?: string };

/** 'Select Language' (brief, section 2). Persists `lang` and <html lang> via lib/i18n. */
export function LanguageSelect({ className }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')} title={t('header.selectLanguage')}>
      <GlobeIcon size={18} />
      <select
        className={styles.select}
        aria-label={t('header.selectLanguage')}
        value={locale}
        onChange={(e) => void changeLanguage(e.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
