import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import styles from './sportsbook.module.css';

/** How long typing must pause before the list asks the server (`search=`). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search by team name; reports the trimmed term once typing pauses. */
export function EventSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = useTranslation('sportsbook');
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);

  return (
    <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={64}
        onChange={(e) => setText(e.target.value)}
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('search.clear')}
          title={t('search.clear')}
          onClick={() => setText('')}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </form>
  );
}
