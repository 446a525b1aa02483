/** Site option keys the web reads (always lower case, as the brief says). */
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
} as const;

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
