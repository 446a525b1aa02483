import type { GameCategory } from '@lalebet/shared/casino-constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviders } from '../../api/get-providers';
import styles from './lobby.module.css';

type Props = {
  category: GameCategory;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
};

/** The studios of this category (casino/providers?systemCategory=), with their game counts. */
export function ProviderFilter({ category, value, onChange }: Props) {
  const { t } = useTranslation('casino');
  const id = useId();
  const { data: providers = [] } = useProviders(category);
  return (
    <div className={styles.provider}>
      <label htmlFor={id} className="visually-hidden">
        {t('provider.label')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{t('provider.all')}</option>
        {providers.map((p) => (
          <option key={p.id} value={p.id}>
            {t('provider.option', { name: p.name, count: p.gameCount })}
          </option>
        ))}
      </select>
    </div>
  );
}
