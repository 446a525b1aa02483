import { type BetKind, MAX_LEGS } from '@lalebet/shared/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import { BetConfirmation } from './bet-confirmation';
import { slipTotals, systemChoices } from './slip-math';
import { SlipSelectionItem } from './slip-selection-item';
import { oddsChangeStore } from './slip-settings';
import { selectionKey, useSlipSelections } from './slip-store';
import { SlipSummary } from './slip-summary';
import { SlipTabs } from './slip-tabs';
import { SystemChoices } from './system-choices';
import { StakeInput } from './stake-input';
import { useOddsMoves } from './use-odds-moves';
import { usePlaceFlow } from './use-place-flow';
import {
  betRequest,
  CouponBar,
  EmptySlip,
  LegCountHint,
  PlaceBar,
  RefusalAlert,
  SlipHeader,
} from './bet-slip-parts';
import styles from './bet-slip.module.css';

type Props = {
  /** Inside a dialog that shows the title itself: no second heading. */
  bare?: boolean;
  /** A guest tapped Place bet: the login dialog opens (e.g. the phone sheet closes first). */
  onLoginNeeded?: () => void;
};

/** The bet slip (docs/decisions/021-sportsbook-engine.md): selections, bet type, stake, totals, placing. */
export function BetSlip({ bare = false, onLoginNeeded }: Props) {
  const { t } = useTranslation('betslip');
  const session = useSession();
  const selections = useSlipSelections();
  const moves = useOddsMoves();
  const policy = oddsChangeStore.use((s) => s.policy);
  const [tab, setTab] = useState<BetKind>('multiple');
  const [choiceKey, setChoiceKey] = useState('');
  const [stake, setStake] = useState(0);
  const [keep, setKeep] = useState(false);
  const flow = usePlaceFlow({ onLoginNeeded });

  const n = selections.length;
  const choices = systemChoices(n);
  const kind: BetKind = n <= 1 ? 'single' : tab === 'system' && choices.length > 0 ? 'system' : 'multiple';
  // The chosen system while it fits the selections, else the largest k/n ("Sistem 2/3" for 3).
  const choice = choices.find((c) => c.key === choiceKey) ?? choices.filter((c) => !c.name).at(-1);
  const totals = slipTotals(
    kind,
    selections.map((s) => s.odds),
    stake,
    choice?.sizes,
  );
  const suspended = selections.some((s) => !s.active);

  const place = () => flow.place(betRequest(kind, choice, stake, policy, selections), { keep });

  const header = <SlipHeader bare={bare} count={n} placed={flow.placed !== null} />;

  if (flow.placed) {
    return (
      <div className={styles.slip}>
        {header}
        <BetConfirmation placed={flow.placed} onDone={flow.dismissPlaced} />
      </div>
    );
  }

  if (n === 0) return <EmptySlip header={header} />;

  return (
    <div className={styles.slip}>
      {header}
      <SlipTabs
        value={kind}
        enabled={{ single: n === 1, multiple: n >= 2, system: choices.length > 0, builder: false }}
        onChange={setTab}
      />
      <LegCountHint count={n} />
      {kind === 'system' && choice && (
        <SystemChoices n={n} choices={choices} value={choice.key} stake={stake} onChange={setChoiceKey} />
      )}
      <ul role="list" className={styles.selections}>
        {selections.map((s) => (
          <SlipSelectionItem key={selectionKey(s)} selection={s} move={moves[selectionKey(s)]} />
        ))}
      </ul>
      <StakeInput
        label={kind === 'system' ? t('stake.perLine') : t('stake.label')}
        value={stake}
        onChange={setStake}
      />
      <SlipSummary totals={totals} system={kind === 'system'} />
      {flow.refusal && <RefusalAlert refusal={flow.refusal} />}
      {suspended && <p className={styles.hint}>{t('place.suspended')}</p>}
      <label className={styles.keep}>
        <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
        {t('keep.label')}
      </label>
      <PlaceBar
        possibleWin={totals.possibleWin}
        pending={flow.pending}
        disabled={stake <= 0 || suspended || n > MAX_LEGS /* TOO_MANY_LEGS: LegCountHint says why */}
        onPlace={place}
        loggedIn={!!session}
      />
      <CouponBar selections={selections} />
    </div>
  );
}
