import { type BetKind, MAX_SYSTEM_LEGS } from '@lalebet/shared/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/stores/session';
import { CouponLoad } from '../coupons/coupon-load';
import { CouponShare } from '../coupons/coupon-share';
import { BetConfirmation } from './bet-confirmation';
import { slipTotals, systemChoices } from './slip-math';
import { SlipSelectionItem } from './slip-selection-item';
import { oddsChangeStore } from './slip-settings';
import { SlipSettingsPopover } from './slip-settings-popover';
import { selectionKey, slip, useSlipSelections } from './slip-store';
import { SlipSummary } from './slip-summary';
import { SlipTabs } from './slip-tabs';
import { SystemChoices } from './system-choices';
import { StakeInput } from './stake-input';
import { useOddsMoves } from './use-odds-moves';
import { usePlaceFlow } from './use-place-flow';
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

  const place = () =>
    flow.place(
      {
        kind,
        ...(kind === 'system' && choice
          ? { system: { sizes: [...choice.sizes], ...(choice.name ? { name: choice.name } : {}) } }
          : {}),
        stake,
        oddsChange: policy,
        selections: selections.map(({ eventId, marketId, specifiers, outcomeId, odds }) => ({
          eventId,
          marketId,
          specifiers,
          outcomeId,
          odds,
        })),
      },
      { keep },
    );

  const header = (
    <div className={styles.header}>
      {bare ? (
        // After placing, the cleared slip's "0 selections" would sit above "Bet placed".
        !flow.placed && <p className={styles.countLine}>{t('slip.count', { count: n })}</p>
      ) : (
        <h2 className={styles.title}>
          {t('slip.title')}
          {n > 0 && (
            <span className={styles.count} role="img" aria-label={t('slip.count', { count: n })}>
              {n}
            </span>
          )}
        </h2>
      )}
      <SlipSettingsPopover />
    </div>
  );

  if (flow.placed) {
    return (
      <div className={styles.slip}>
        {header}
        <BetConfirmation placed={flow.placed} onDone={flow.dismissPlaced} />
      </div>
    );
  }

  if (n === 0) {
    return (
      <div className={styles.slip}>
        {header}
        <p className={styles.empty}>{t('slip.empty')}</p>
        <div className={styles.couponBar}>
          <CouponLoad />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.slip}>
      {header}
      <SlipTabs
        value={kind}
        enabled={{ single: n === 1, multiple: n >= 2, system: choices.length > 0 }}
        onChange={setTab}
      />
      {n > MAX_SYSTEM_LEGS && <p className={styles.hint}>{t('system.tooMany', { max: MAX_SYSTEM_LEGS })}</p>}
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
      {flow.refusal && (
        <div className={styles.alert} role="alert">
          <p>{flow.refusal.message}</p>
          {flow.refusal.allowed !== null && (
            <p>{t('refusal.allowed', { amount: formatMoney(flow.refusal.allowed) })}</p>
          )}
          {(flow.refusal.code === 'ODDS_CHANGED' || flow.refusal.code === 'MARKET_SUSPENDED') && (
            <p>{t('refusal.pricesUpdated')}</p>
          )}
        </div>
      )}
      {suspended && <p className={styles.hint}>{t('place.suspended')}</p>}
      <label className={styles.keep}>
        <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
        {t('keep.label')}
      </label>
      <div className={styles.placeBar}>
        {/* A visual repeat of the summary's last line for the phone sheet, where the summary scrolls away. */}
        <p className={styles.barWin} aria-hidden="true">
          <span>{t('summary.possibleWin')}</span>
          <strong>{formatMoney(totals.possibleWin)}</strong>
        </p>
        <Button block size="lg" loading={flow.pending} disabled={stake <= 0 || suspended} onClick={place}>
          {t('place.submit')}
        </Button>
        {!session && <p className={styles.hint}>{t('place.loginHint')}</p>}
      </div>
      <div className={styles.couponBar}>
        <CouponShare selections={selections} />
        <CouponLoad />
        <Button variant="ghost" size="sm" onClick={slip.clear}>
          {t('slip.clear')}
        </Button>
      </div>
    </div>
  );
}
