import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Badge } from '@/components/display';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { paths } from '@/lib/paths';
import { useEventLiability } from './api/get-event-liability';
import { DeskTabs } from './components/desk-tabs';
import { eventSuspension } from './components/liability-event-columns';
import { type ManualAction, ManualSettlementDialog } from './components/manual-settlement';
import { MarketLiability } from './components/market-liability';
import { type Suspension, SuspensionDialog } from './components/suspension-dialog';

/**
 * One event's markets and outcomes with stake and liability; suspend or resume the event or a
 * market, and grade or void a market by hand.
 */
export default function EventPage() {
  const { t } = useTranslation('sportsbook');
  const eventId = useParams().eventId ?? '';
  const event = useEventLiability(eventId);
  const canTrade = useCan('sportsbook:trade');
  const canSettle = useCan('sportsbook:settle');
  const [suspension, setSuspension] = useState<Suspension | null>(null);
  const [manual, setManual] = useState<ManualAction | null>(null);

  if (event.isPending) return <p>{t('common:loading')}</p>;
  if (event.error) return <p role="alert">{event.error.message}</p>;
  const e = event.data;
  const whole = eventSuspension(e);
  return (
    <>
      <PageHeader
        title={e.eventName}
        actions={
          canTrade && (
            <Button
              variant={whole.action === 'suspend' ? 'danger' : 'secondary'}
              onClick={() => setSuspension(whole)}
            >
              {t(`event.${whole.action}`)}
            </Button>
          )
        }
      >
        <p className="muted">
          {t(`sport.${e.sport}`)} · {e.tournament} {e.live && <Badge tone="good">{t('live')}</Badge>}{' '}
          {e.manual && <Badge tone="bad">{t('manualSuspended')}</Badge>}
        </p>
      </PageHeader>
      <DeskTabs />
      <p>
        <Link to={paths.sportsbookLiability}>{t('liability.back')}</Link>
      </p>
      {e.markets.length === 0 && <p>{t('event.noMarkets')}</p>}
      {e.markets.map((m) => (
        <MarketLiability
          key={`${m.marketId}|${m.specifiers}`}
          eventId={e.eventId}
          market={m}
          canTrade={canTrade}
          canSettle={canSettle}
          onSuspension={setSuspension}
          onManual={setManual}
        />
      ))}
      {suspension && <SuspensionDialog {...suspension} onClose={() => setSuspension(null)} />}
      {manual && <ManualSettlementDialog manual={manual} onClose={() => setManual(null)} />}
    </>
  );
}
