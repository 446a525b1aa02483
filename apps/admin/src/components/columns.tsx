import type { TFunction } from 'i18next';

/** The id and screen-reader-only head of a row's actions column. */
export const actionsHeader = (t: TFunction) => ({
  id: 'actions',
  header: () => <span className="sr-only">{t('common:actions')}</span>,
});
