import type { SlipBet } from './slip-bet';
import { SlipSelectionItem } from './slip-selection-item';
import { selectionKey, type SlipSelection } from './slip-store';
import { SystemChoices } from './system-choices';
import { useOddsMoves } from './use-odds-moves';
import styles from './bet-slip.module.css';

type Props = {
  bet: SlipBet;
  selections: SlipSelection[];
  /** Stake per line (lira). */
  stake: number;
  onChoice: (key: string) => void;
};

/**
 * The system choices (on the System tab) and the selections. On a system each selection has its
 * banker toggle; one more banker is refused while it would leave fewer than two selections
 * outside them (BANKER_INVALID, docs/decisions/071-web-coupon-rules.md).
 */
export function SlipLines({ bet, selections, stake, onChoice }: Props) {
  const moves = useOddsMoves();
  const system = bet.kind === 'system';
  const others = selections.length - bet.bankers;
  return (
    <>
      {system && bet.choice && (
        <SystemChoices
          n={others}
          bankers={bet.bankers}
          choices={bet.choices}
          value={bet.choice.key}
          stake={stake}
          onChange={onChoice}
        />
      )}
      <ul role="list" className={styles.selections}>
        {selections.map((s) => (
          <SlipSelectionItem
            key={selectionKey(s)}
            selection={s}
            move={moves[selectionKey(s)]}
            banker={system ? { full: others <= 2 } : undefined}
          />
        ))}
      </ul>
    </>
  );
}
