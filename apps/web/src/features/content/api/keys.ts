/**
 * Query keys of the content feature. The site's texts (pages, popups, promotions, sliders,
 * categories, translations) come in the reader's language, so their keys hold the locale; the
 * site options, domain status and language list do not. Everything under `all` outlives a
 * logout (app/use-session-lifecycle.ts keeps the `cms` queries); the top winners do not.
 */
export const contentKeys = {
  all: ['cms'] as const,
  categoryList: (locale: string) => ['cms', 'categorylist', locale] as const,
  contentPage: (id: number, locale: string) => ['cms', 'content', id, locale] as const,
  domainStatus: ['cms', 'domainstatus'] as const,
  languageList: ['cms', 'languagelist'] as const,
  popup: (locale: string) => ['cms', 'popup', locale] as const,
  promotionList: (locale: string) => ['cms', 'promotionlist', locale] as const,
  siteOptions: ['cms', 'siteoptionlist'] as const,
  sliderList: (slug: string, locale: string) => ['cms', 'sliderlist', slug, locale] as const,
  translationList: (locale: string) => ['cms', 'translationlist', locale] as const,
  topWinners: (isLive: boolean) => ['transaction', 'topwinners', isLive] as const,
};
