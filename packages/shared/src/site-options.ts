/**
 * Site option keys the web reads (always lower case, as docs/product.md says). They are also the
 * allow-list of `cms/siteoptionlist`: only these are public; every other option (session
 * timeouts, limits, anything an operator adds) stays on the server (ADR 017).
 */
export const SITE_OPTION_KEYS = {
  siteName: 'sitename',
  licenceText: 'licencetext',
  licenceNumber: 'licencenumber',
  registrationNumber: 'registrationnumber',
  companyDetails: 'companydetails',
  telegram: 'telegram',
  twitter: 'twitter',
  instagram: 'instagram',
  youtube: 'youtube',
  chatSiteId: 'chatsiteid',
  chatDivId: 'chatdivid',
  /** The chat widget's script: same origin, or an https origin the CSP allows (ADR 007). */
  chatScriptUrl: 'chatscripturl',
  trialBonusAmount: 'trialbonusamount',
  footerProviders: 'footerproviders',
  supportEmail: 'supportemail',
  /** The casino pages' promotional video and its title. */
  casinoVideoUrl: 'casinovideourl',
  casinoVideoTitle: 'casinovideotitle',
  /** The main menu's order and hidden entries (main-menu.ts), set on its own back-office screen. */
  mainMenu: 'mainmenu',
  /** Which sportsbook /spor/fcg and /livespor/fcg show: `betsy` (ADR 091), else our own. */
  fcgSportsbook: 'fcgsportsbook',
  /** Which sportsbook /esports/betco shows: `betco` (ADR 097), else our own. */
  esportsSportsbook: 'esportssportsbook',
} as const;

/** The keys `cms/siteoptionlist` may return. */
export const PUBLIC_SITE_OPTION_KEYS: readonly string[] = Object.values(SITE_OPTION_KEYS);

/** "Play'n GO" -> "playn-go", "Red Tiger" -> "red-tiger": the logo file name under /media/providers. */
export function providerSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
