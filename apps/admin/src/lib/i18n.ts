import { parseLocale, type Locale } from '@lalebet/shared/locale';
import {
  API_VALIDATION_MESSAGES,
  STAFF_VALIDATION_MESSAGES,
  VALIDATION_MESSAGES,
} from '@lalebet/shared/messages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadNamespace } from '@/locales';
import { storedLang } from './session';

/** The shared `v.*` validation texts, so forms show the same words the API would. */
function validationBundle(locale: Locale) {
  return Object.fromEntries(
    Object.entries({ ...VALIDATION_MESSAGES, ...STAFF_VALIDATION_MESSAGES, ...API_VALIDATION_MESSAGES }).map(
      ([k, v]) => [k, v[locale].replace(/\{(\w+)\}/g, '{{$1}}')],
    ),
  );
}

const bundles: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    if (ns === 'validation') return callback(null, validationBundle(lng === 'en' ? 'en' : 'tr'));
    loadNamespace(lng, ns).then(
      (bundle) => callback(null, bundle),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export const currentLocale = (): Locale => parseLocale(storedLang.get(), 'tr');

export async function initI18n() {
  const lng = currentLocale();
  await i18next
    .use(bundles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'tr',
      supportedLngs: ['tr', 'en'],
      defaultNS: 'common',
      ns: ['common', 'validation'],
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (l) => (document.documentElement.lang = l));
  return i18next;
}

export async function changeLanguage(lng: Locale) {
  storedLang.set(lng);
  await i18next.changeLanguage(lng);
}

export { i18next };
