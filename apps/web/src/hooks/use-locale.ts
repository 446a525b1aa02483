import type { Locale } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';

/** The current UI language; query keys of localized content include it. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'tr';
}
