import type { EventLiability } from '@lalebet/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Badge, Money } from '@/components/display';
import { formatOdds } from './odds';
import type { Suspension } from './suspension-dialog';
import type { ManualAction } from './manual-settlement';

type Market = EventLiability['markets'][number];
type Props = {
  eventId: string;
  market: Market;
  canTrade: boolean;
  /** sportsbook:settle: grade or void the line by hand (docs/decisions/083-manual-grading-and-market-voids.md). */
  canSettle: boolean;
  onSuspension: (s: Suspension) => void;
  onManual: (m: ManualAction) => void;
};

/** One market of an event: its state, its outcomes' stake and liability, and its own suspend button. */
export function MarketLiability({ eventId, market, canTrade, canSettle, onSuspension, onManual }: Props) {
  const { t, i18n } = useTranslation('sportsbook');
  const headingId = useId();
  const action = market.manual ? 'resume' : 'suspend';
  const line = { eventId, marketId: market.marketId, specifiers: market.specifiers, name: market.name };
  const target = { kind: 'market' as const, ...line };
  const outcomes = market.outcomes.map((o) => ({ outcomeId: o.outcomeId, name: o.name }));
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="page-header">
        <h2 id={headingId}>
          {market.name}{' '}
          <Badge tone={market.status === 'active' ? 'good' : 'warn'}>
            {t(`marketStatus.${market.status}`, { defaultValue: market.status })}
          </Badge>{' '}
          {market.manual && <Badge tone="bad">{t('manualSuspended')}</Badge>}
        </h2>
        <div className="page-actions">
          {canTrade && (
            <Button
              variant={action === 'suspend' ? 'danger' : 'secondary'}
              aria-label={t(`market.${action}For`, { name: market.name })}
              onClick={() => onSuspension({ action, target })}
            >
              {t(`action.${action}`)}
            </Button>
          )}
          {canSettle &&
            (['grade', 'void'] as const).map((manual) => (
              <Button
                key={manual}
                variant="secondary"
                aria-label={t(`manual.${manual}For`, { name: market.name })}
                onClick={() => onManual({ action: manual, market: { ...line, outcomes } })}
              >
                {t(`manual.${manual}`)}
              </Button>
            ))}
        </div>
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <caption className="sr-only">{market.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.outcome')}</th>
              <th scope="col">{t('col.odds')}</th>
              <th scope="col">{t('col.stake')}</th>
              <th scope="col">{t('col.liability')}</th>
            </tr>
          </thead>
          <tbody>
            {market.outcomes.map((o) => (
              <tr key={o.outcomeId}>
                <th scope="row">
                  {o.name} {!o.active && <Badge tone="warn">{t('inactive')}</Badge>}
                </th>
                <td>{o.odds === null ? '—' : formatOdds(o.odds, i18n.language)}</td>
                <td>
                  <Money minor={o.stake} />
                </td>
                <td>
                  <Money minor={o.liability} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
