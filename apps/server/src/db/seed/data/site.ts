import { FOOTER_PROVIDERS } from './providers.ts';

/**
 * Keys keep the operator's mixed case on purpose: the API lower-cases them (docs/product.md §7).
 * Chat ids stay empty so the chat widget does not load until an operator configures it (with
 * ChatScriptUrl and the server's CHAT_SCRIPT_ORIGIN: ADR 007).
 */
export const SITE_OPTIONS: { key: string; value: string; status?: false }[] = [
  { key: 'SiteName', value: 'LaleBet' },
  {
    key: 'LicenceText',
    value:
      'LaleBet is operated by Lale Gaming N.V., a company registered under the laws of Curaçao ' +
      '(registration number 000000), with its registered address in Willemstad, Curaçao. ' +
      'Lale Gaming N.V. holds a B2C gaming licence (number OGL/2024/000/0000) issued by the ' +
      'Curaçao Gaming Authority and is authorised to offer games of chance and sports betting. ' +
      'Gambling can be addictive; play responsibly. Players under 18 are not allowed.',
  },
  { key: 'LicenceNumber', value: 'OGL/2024/000/0000' },
  { key: 'RegistrationNumber', value: '000000' },
  { key: 'CompanyDetails', value: 'Lale Gaming N.V., Willemstad, Curaçao. Registration number 000000.' },
  { key: 'Telegram', value: 'https://t.me/lalebet' },
  { key: 'Twitter', value: 'https://x.com/lalebet' },
  { key: 'Instagram', value: 'https://www.instagram.com/lalebet' },
  { key: 'YouTube', value: 'https://www.youtube.com/@lalebet' },
  { key: 'ChatSiteId', value: '' },
  { key: 'ChatDivId', value: '' },
  { key: 'ChatScriptUrl', value: '' },
  { key: 'TrialBonusAmount', value: '50' },
  { key: 'FooterProviders', value: JSON.stringify(FOOTER_PROVIDERS) },
  { key: 'SupportEmail', value: 'destek@lalebet.com' },
  // Switched off by the operator: proves the API keeps only enabled options.
  { key: 'MaintenanceNotice', value: 'Planlı bakım: 03:00-04:00 arası.', status: false },
  // Sportsbook limits (whole lira) and the live bet delay (seconds); server-only, never served.
  { key: 'sportsbook.minstake', value: '1' },
  { key: 'sportsbook.maxstake', value: '50000' },
  { key: 'sportsbook.maxeventstake', value: '100000' },
  { key: 'sportsbook.maxpayout', value: '1000000' },
  { key: 'sportsbook.maxliability', value: '500000' },
  { key: 'sportsbook.livedelay.soccer', value: '5' },
];

/** Demo addresses for the domain-change banner. */
export const DOMAINS = { current: 'lalebet1.com', next: 'lalebet2.com' };

export const LANGUAGES = [
  { locale: 'tr', name: 'Türkçe', sort: 1 },
  { locale: 'en', name: 'English', sort: 2 },
];

/**
 * A few server-side overrides of real web keys (apps/web/src/locales/<lang>/common.json), so an
 * operator can retune footer wording without a release; the web treats every key as optional.
 */
export const TRANSLATIONS: Record<'tr' | 'en', Record<string, string>> = {
  tr: {
    'common:footer.tagline':
      "LaleBet'te spor bahisleri, canlı casino ve slot oyunları tek adreste. Güvenle oynayın, keyifle kazanın.",
    'common:footer.adultsOnly': 'Yalnızca 18 yaşını doldurmuş kişiler içindir',
    'common:footer.responsible': 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
  },
  en: {
    'common:footer.tagline':
      'Sports betting, live casino and slots in one place at LaleBet. Play safely, enjoy winning.',
    'common:footer.adultsOnly': 'For adults aged 18 and over only',
    'common:footer.responsible': 'Gambling can be addictive. Please play responsibly.',
  },
};
