import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '@/stores/session';
import { BetConfirmation } from '../slip/bet-confirmation';
import { slipTotals } from '../slip/slip-math';
import { oddsChangeStore } from '../slip/slip-settings';
import { StakeInput } from '../slip/stake-input';
import { BuilderRefusalAlert, BuilderSummary, builderRequest, LegsHint, QuoteAlert } from './builder-parts';
import { BuilderPicks } from './builder-picks';
import type { BuilderLeg } from './builder-store';
import { useBuilderPlace } from './use-builder-place';
import type { BuilderQuote } from './use-builder-price';
import slipStyles from '../slip/bet-slip.module.css';

/**
 * The bet builder coupon of one event: picks, the combined price (asked again as picks change,
 * greyed while stale), stake, possible win, the void rule and Place bet
 * (docs/decisions/073-web-bet-builder.md). Places only on a current, conflict-free price.
 */
type Props = { eventId: string; legs: BuilderLeg[]; quote: BuilderQuote };

export function BuilderPanel({ eventId, legs, quote }: Props) {
  const { t } = useTranslation('betslip');
  const policy = oddsChangeStore.use((s) => s.policy);
  const session = useSession();
  const titleId = useId();
  const conflictId = useId();
  const flow = useBuilderPlace(eventId);
  const [stake, setStake] = useState(0);
  const odds = quote.odds;
  const ready = odds !== null && !quote.stale && !quote.conflict && stake > 0;

  return (
    <section className={slipStyles.slip} aria-labelledby={titleId}>
      <h2 id={titleId} className={slipStyles.title}>
        {t('builder.title')}
      </h2>
      {flow.placed ? (
        <BetConfirmation placed={flow.placed} onDone={flow.dismissPlaced} />
      ) : (
        <>
          {legs.length > 0 && (
            <BuilderPicks eventId={eventId} legs={legs} conflict={quote.conflict} messageId={conflictId} />
          )}
          <LegsHint count={legs.length} />
          <QuoteAlert quote={quote} conflictId={conflictId} />
          <StakeInput label={t('stake.label')} value={stake} onChange={setStake} />
          <BuilderSummary
            quote={quote}
            possibleWin={odds ? slipTotals('builder', [odds], stake).possibleWin : 0}
          />
          {flow.refusal && <BuilderRefusalAlert refusal={flow.refusal} odds={odds} />}
          <div className={slipStyles.placeBar}>
            <Button
              block
              size="lg"
              loading={flow.pending}
              disabled={!ready}
              onClick={() => odds && flow.place(builderRequest(eventId, legs, stake, policy, odds))}
            >
              {flow.refusal?.code === 'ODDS_CHANGED' ? t('builder.acceptAndPlace') : t('place.submit')}
            </Button>
            {!session && <p className={slipStyles.hint}>{t('place.loginHint')}</p>}
          </div>
        </>
      )}
    </section>
  );
}
