import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';

/** Türkçe / English: the choice is kept for the next visit and sets <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'tr' : 'en';
  return (
    <button
      type="button"
      className="btn btn-ghost"
      lang={next}
      title={t('language.switch')}
      onClick={() => void changeLanguage(next)}
    >
      {next === 'tr' ? 'Türkçe' : 'English'}
    </button>
  );
}
