import { DEFAULT_STORED_LOCALE, type Locale, parseLocale } from '@lalebet/shared/locale';
import { VALIDATION_MESSAGES } from '@lalebet/shared/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@/locales';
import { storage, STORAGE_KEYS } from './storage';

/** The shared `v.*` validation texts, so forms show the same words the API would. */
function validationBundle(locale: Locale) {
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([k, v]) => [k, v[locale].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

export function storedLocale(): Locale {
  return parseLocale(storage.get(STORAGE_KEYS.lang), DEFAULT_STORED_LOCALE);
}

function applyHtmlLang(lng: string) {
  document.documentElement.lang = lng;
}

export async function initI18n() {
  const lng = storedLocale();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'tr',
    supportedLngs: ['tr', 'en'],
    defaultNS: 'common',
    ns: Object.keys(resources.tr),
    resources: {
      tr: { ...resources.tr, validation: validationBundle('tr') },
      en: { ...resources.en, validation: validationBundle('en') },
    },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when server translations are added, not only on language change.
    react: { bindI18nStore: 'added' },
  });
  applyHtmlLang(lng);
  i18next.on('languageChanged', applyHtmlLang);
  return i18next;
}

export async function changeLanguage(lng: Locale) {
  storage.set(STORAGE_KEYS.lang, lng);
  await i18next.changeLanguage(lng);
}

/** Server translations (cms/translationlist) override the bundled defaults, key by key. */
export function applyServerTranslations(lng: Locale, entries: { key: string; value: string }[]) {
  for (const { key, value } of entries) {
    const [ns, k] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    i18next.addResource(lng, ns, k, value);
  }
}

export { i18next };
