/** The footer slider's 12 providers (docs/product.md §9), in display order. */
export const FOOTER_PROVIDERS = [
  'Pragmatic Play',
  'Evolution',
  'EGT',
  'Amusnet',
  'Hub88',
  "Play'n GO",
  'NetEnt',
  'Red Tiger',
  'Ezugi',
  'Spribe',
  'Habanero',
  'Playson',
] as const;

/** The logo file name for a provider: /media/providers/<slug>.svg, derived as the web does. */
export { providerSlug } from '@lalebet/shared';
