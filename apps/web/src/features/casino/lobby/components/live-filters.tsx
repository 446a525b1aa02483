import { LIVE_FILTERS } from '@lalebet/shared/casino-constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveFilterId } from '../hooks/use-lobby-filters';
import styles from './lobby.module.css';

type Props = { value: LiveFilterId; onChange: (id: LiveFilterId) => void };

/**
 * Brief, section 2: All, Roulette, Blackjack, Poker, Baccarat, Dealer, mapped to the Live names.
 * Native radios: arrow keys move between them and screen readers announce "n of 6".
 */
export function LiveFilters({ value, onChange }: Props) {
  const { t } = useTranslation('casino');
  const name = useId();
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('live.label')}</legend>
      {LIVE_FILTERS.map((f) => (
        <label key={f.id} className={styles.chip}>
          <input
            type="radio"
            name={name}
            value={f.id}
            checked={value === f.id}
            onChange={() => onChange(f.id)}
          />
          <span>{t(`live.${f.id}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
