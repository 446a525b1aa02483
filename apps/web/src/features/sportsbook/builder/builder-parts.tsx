import { MAX_BUILDER_LEGS, MIN_BUILDER_LEGS } from '@lalebet/shared/sportsbook-builder';
import type { OddsChangePolicy, PlaceBetRequest } from '@lalebet/shared/sportsbook';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { formatMoney } from '@/lib/format';
import { formatOdds } from '../lib/odds-format';
import { oddsFormatStore } from '../lib/odds-format-store';
import type { BuilderLeg } from './builder-store';
import type { BuilderRefusal } from './use-builder-place';
import type { BuilderQuote as Quote } from './use-builder-price';
import slipStyles from '../slip/bet-slip.module.css';
import styles from './builder.module.css';

/** What POST sportsbook/bets gets: each pick with its single price, and the combined price seen. */
export const builderRequest = (
  eventId: string,
  legs: BuilderLeg[],
  stake: number,
  oddsChange: OddsChangePolicy,
  builderOdds: number,
): Omit<PlaceBetRequest, 'requestId'> => ({
  kind: 'builder',
  stake,
  oddsChange,
  selections: legs.map(({ marketId, specifiers, outcomeId, odds }) => ({
    eventId,
    marketId,
    specifiers,
    outcomeId,
    odds,
  })),
  builderOdds,
});

/** Too few or as many picks as allowed. */
export function LegsHint({ count }: { count: number }) {
  const { t } = useTranslation('betslip');
  if (count === 0)
    return (
      <p className={slipStyles.empty}>
        {t('builder.empty', { min: MIN_BUILDER_LEGS, max: MAX_BUILDER_LEGS })}
      </p>
    );
  if (count < MIN_BUILDER_LEGS)
    return <p className={slipStyles.hint}>{t('builder.needsMore', { min: MIN_BUILDER_LEGS })}</p>;
  if (count >= MAX_BUILDER_LEGS)
    return <p className={slipStyles.hint}>{t('builder.full', { max: MAX_BUILDER_LEGS })}</p>;
  return null;
}

/** The server's conflict message (the picks point at it), or a price that could not be had. */
export function QuoteAlert({ quote, conflictId }: { quote: Quote; conflictId: string }) {
  const { t } = useTranslation('betslip');
  if (quote.conflict)
    return (
      <p id={conflictId} className={slipStyles.alert} role="alert">
        {quote.conflict.message}
      </p>
    );
  if (!quote.error) return null;
  return (
    <p className={slipStyles.alert} role="alert">
      {t('builder.priceError')}{' '}
      <Button variant="ghost" size="sm" onClick={quote.refetch}>
        {t('builder.retry')}
      </Button>
    </p>
  );
}

/** The combined odds (dimmed while they belong to older picks), the possible win and the void rule. */
export function BuilderSummary({ quote, possibleWin }: { quote: Quote; possibleWin: number }) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  return (
    <>
      <dl className={slipStyles.summary}>
        <div>
          <dt>{t('builder.odds')}</dt>
          <dd
            data-testid="builder-odds"
            className={quote.stale ? styles.stale : undefined}
            aria-busy={quote.stale}
          >
            {quote.odds ? formatOdds(quote.odds, format, locale) : '-'}
          </dd>
        </div>
        <div className={slipStyles.win}>
          <dt>{t('summary.possibleWin')}</dt>
          <dd data-testid="builder-possible-win" className={quote.stale ? styles.stale : undefined}>
            {formatMoney(possibleWin)}
          </dd>
        </div>
      </dl>
      <p className={styles.rule}>{t('builder.voidRule')}</p>
    </>
  );
}

/** Why the bet was refused; after ODDS_CHANGED, the new price the next tap places at. */
export function BuilderRefusalAlert({ refusal, odds }: { refusal: BuilderRefusal; odds: number | null }) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  return (
    <div className={slipStyles.alert} role="alert">
      <p>{refusal.message}</p>
      {refusal.code === 'ODDS_CHANGED' && odds && (
        <p>{t('builder.newPrice', { odds: formatOdds(odds, format, locale) })}</p>
      )}
    </div>
  );
}
