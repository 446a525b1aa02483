import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { useSearchInput } from '../hooks/use-search-input';
import { SearchIcon } from './icons';
import styles from './lobby.module.css';

type Props = { value: string; onSearch: (value: string) => void };

/** The category page's search box: filters this page's games as the player types (debounced). */
export function LobbySearch({ value, onSearch }: Props) {
  const { t } = useTranslation('casino');
  const { text, setText, flush } = useSearchInput(value, onSearch);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flush();
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={setText}
        icon={<SearchIcon size={18} className={styles.searchIcon} />}
        clearLabel={t('search.clear')}
        clearClassName={styles.clear}
        onClear={() => {
          setText('');
          onSearch('');
        }}
      />
    </form>
  );
}
