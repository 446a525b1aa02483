import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { translationListQueryOptions } from '@/features/content/api/get-translation-list';
import { useLocale } from '@/hooks/use-locale';
import { applyServerTranslations } from '@/lib/i18n';

/** Server translations (cms/translationlist) override bundled texts for the current language. */
export function useServerTranslations() {
  const locale = useLocale();
  const { data } = useQuery(translationListQueryOptions(locale));
  useEffect(() => {
    if (!data?.length) return;
    applyServerTranslations(locale, data);
  }, [data, locale]);
}
