type Localized = { tr: string; en: string };

/** Stable English names are what the web selects by (docs/product.md §7); titles are for display. */
export const CATEGORIES = [
  { id: 1, name: 'Footer', title_tr: 'Yardım', title_en: 'Help', sort: 1 },
  { id: 2, name: 'Story', title_tr: 'Kurumsal', title_en: 'Company', sort: 2 },
  { id: 3, name: 'Terms of use', title_tr: 'Kullanım Koşulları', title_en: 'Terms of Use', sort: 3 },
  { id: 4, name: 'Terms of service', title_tr: 'Hizmet Şartları', title_en: 'Terms of Service', sort: 4 },
] as const;

export type CategoryName = (typeof CATEGORIES)[number]['name'];

/** Ids are fixed: the terms text links to /pages/1, and pages link to each other by id. */
export type DemoPage = {
  id: number;
  category: CategoryName;
  sort: number;
  status?: false;
  title: Localized;
  body: Localized;
};
