import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import styles from './sportsbook.module.css';

/** How long typing must pause before the list asks the server (`search=`). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search by team name; reports the trimmed term once typing pauses. */
export function EventSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = useTranslation('sportsbook');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);

  return (
    <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={setText}
        clearLabel={t('search.clear')}
        clearClassName={styles.clear}
        onClear={() => setText('')}
      />
    </form>
  );
}
