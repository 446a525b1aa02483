import type { BetKind } from '@lalebet/shared/sportsbook';
import { useTranslation } from 'react-i18next';
import styles from './bet-slip.module.css';

type Props = { value: BetKind; enabled: Record<BetKind, boolean>; onChange: (kind: BetKind) => void };

const KINDS: BetKind[] = ['single', 'multiple', 'system'];

/** Tekli / Kombine / Sistem; a kind the slip cannot be placed as is disabled. */
export function SlipTabs({ value, enabled, onChange }: Props) {
  const { t } = useTranslation('betslip');
  return (
    <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
      {KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={value === kind}
          disabled={!enabled[kind]}
          className={styles.tab}
          onClick={() => onChange(kind)}
        >
          {t(`tabs.${kind}`)}
        </button>
      ))}
    </div>
  );
}
