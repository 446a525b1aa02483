import type { Locale } from '@lalebet/shared/locale';
import { useTranslation } from 'react-i18next';

/** The reader's locale for date formats. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'tr';
}
