import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { useSearchInput } from '../hooks/use-search-input';
import { SearchIcon } from './icons';
import styles from './lobby.module.css';

type Props = { value: string; onSearch: (value: string) => void };

/** The category page's search box: filters this page's games as the player types (debounced). */
export function LobbySearch({ value, onSearch }: Props) {
  const { t } = useTranslation('casino');
  const id = useId();
  const { text, setText, flush } = useSearchInput(value, onSearch);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flush();
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon size={18} className={styles.searchIcon} />
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
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </form>
  );
}
