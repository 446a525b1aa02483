import { type BetKind, MAX_LEGS } from '@lalebet/shared/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import { BetConfirmation } from './bet-confirmation';
import { MbsHint, MisliSelect } from './coupon-rules';
import { betRequest, slipBet } from './slip-bet';
import { SlipLines } from './slip-lines';
import { oddsChangeStore } from './slip-settings';
import { useSlipSelections } from './slip-store';
import { useSlipOdds } from './use-slip-odds';
import { SlipSummary } from './slip-summary';
import { SlipTabs } from './slip-tabs';
import { StakeInput } from './stake-input';
import { usePlaceFlow } from './use-place-flow';
import { CouponBar, EmptySlip, LegCountHint, PlaceBar, RefusalAlert, SlipHeader } from './bet-slip-parts';
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
  useSlipOdds(selections);
  const policy = oddsChangeStore.use((s) => s.policy);
  const [tab, setTab] = useState<BetKind>('multiple');
  const [choiceKey, setChoiceKey] = useState('');
  const [stake, setStake] = useState(0);
  const [keep, setKeep] = useState(false);
  const [misli, setMisli] = useState(1);
  const flow = usePlaceFlow({ onLoginNeeded });

  const n = selections.length;
  const bet = slipBet(selections, { tab, choiceKey, stake, misli });
  const { kind, choice, totals } = bet;
  const suspended = selections.some((s) => !s.active);

  const place = () => flow.place(betRequest(kind, choice, stake, policy, selections, misli), { keep });

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
        enabled={{ single: n === 1, multiple: n >= 2, system: bet.systemEnabled, builder: false }}
        onChange={setTab}
      />
      <LegCountHint count={n} />
      <MbsHint mbs={bet.mbs} count={n} />
      <SlipLines bet={bet} selections={selections} stake={stake} onChoice={setChoiceKey} />
      <div className={styles.stakeRow}>
        <StakeInput
          label={kind === 'system' ? t('stake.perLine') : t('stake.label')}
          value={stake}
          onChange={setStake}
        />
        <MisliSelect value={misli} onChange={setMisli} />
      </div>
      <SlipSummary totals={totals} system={kind === 'system'} misli={misli} />
      {flow.refusal && <RefusalAlert refusal={flow.refusal} />}
      {suspended && <p className={styles.hint}>{t('place.suspended')}</p>}
      <label className={styles.keep}>
        <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
        {t('keep.label')}
      </label>
      <PlaceBar
        possibleWin={totals.possibleWin}
        pending={flow.pending}
        // TOO_MANY_LEGS and MBS_NOT_MET: LegCountHint and MbsHint say why.
        disabled={stake <= 0 || suspended || n > MAX_LEGS || n < bet.mbs}
        onPlace={place}
        loggedIn={!!session}
      />
      <CouponBar selections={selections} />
    </div>
  );
}
