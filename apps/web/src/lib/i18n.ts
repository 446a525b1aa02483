import { DEFAULT_STORED_LOCALE, type Locale, parseLocale } from '@lalebet/shared/locale';
import { VALIDATION_MESSAGES } from '@lalebet/shared/messages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EAGER_NAMESPACES, loadNamespace } from '@/locales';
import { storage, STORAGE_KEYS } from './storage';

/** The shared `v.*` validation texts, so forms show the same words the API would. */
function validationBundle(locale: Locale) {
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([k, v]) => [k, v[locale].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

/** Loads `<lng>/<ns>.json` chunks on demand; validation texts come from the shared package. */
const lazyBundles: BackendModule = {
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

/** Emitted once server translations are in: translated components re-render on it. */
const SERVER_TRANSLATIONS_EVENT = 'serverTranslationsAdded';

export function storedLocale(): Locale {
  return parseLocale(storage.get(STORAGE_KEYS.lang), DEFAULT_STORED_LOCALE);
}

function applyHtmlLang(lng: string) {
  document.documentElement.lang = lng;
}

export async function initI18n() {
  const lng = storedLocale();
  await i18next
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'tr',
      supportedLngs: ['tr', 'en'],
      defaultNS: 'common',
      // Only the shell's namespaces block the first render; i18next adds the others to this
      // list as they load, so a language switch reloads exactly what is in use.
      ns: [...EAGER_NAMESPACES, 'validation'],
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Translated components re-render on a language change and when server translations
      // arrive, not each time a namespace is added: that re-rendered every translated component
      // in one task the browser could not interrupt, twice while the home page loads
      // (docs/decisions/038-home-page-lighthouse.md). A component whose namespace loads later
      // waits for it itself (useTranslation suspends until it is there).
      react: { bindI18n: `languageChanged ${SERVER_TRANSLATIONS_EVENT}` },
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
    i18next.addResource(lng, ns, k, value, { silent: true });
  }
  // One re-render of the translated components for the whole list (see `react` in initI18n).
  i18next.emit(SERVER_TRANSLATIONS_EVENT);
}

export { i18next };
