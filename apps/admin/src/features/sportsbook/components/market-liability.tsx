import type { EventLiability } from '@lalebet/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Badge, Money } from '@/components/display';
import { formatOdds } from './odds';
import type { Suspension } from './suspension-dialog';

type Market = EventLiability['markets'][number];
type Props = {
  eventId: string;
  market: Market;
  canTrade: boolean;
  onSuspension: (s: Suspension) => void;
};

/** One market of an event: its state, its outcomes' stake and liability, and its own suspend button. */
export function MarketLiability({ eventId, market, canTrade, onSuspension }: Props) {
  const { t, i18n } = useTranslation('sportsbook');
  const headingId = useId();
  const action = market.manual ? 'resume' : 'suspend';
  const target = {
    kind: 'market' as const,
    eventId,
    marketId: market.marketId,
    specifiers: market.specifiers,
    name: market.name,
  };
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
        {canTrade && (
          <Button
            variant={action === 'suspend' ? 'danger' : 'secondary'}
            aria-label={t(`market.${action}For`, { name: market.name })}
            onClick={() => onSuspension({ action, target })}
          >
            {t(`action.${action}`)}
          </Button>
        )}
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
