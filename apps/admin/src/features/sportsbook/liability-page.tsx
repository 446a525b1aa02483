import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { useLiabilityEvents } from './api/list-liability-events';
import { DeskFilters } from './components/desk-filters';
import { DeskTabs } from './components/desk-tabs';
import { liabilityEventColumns } from './components/liability-event-columns';
import { type Suspension, SuspensionDialog } from './components/suspension-dialog';

/** Events with open bets, largest liability first; a trader suspends or resumes a whole event here. */
export default function LiabilityPage() {
  const { t } = useTranslation('sportsbook');
  const { params, update, query } = useListParams({ take: 25, sort: 'liability' });
  const events = useLiabilityEvents(query);
  const canTrade = useCan('sportsbook:trade');
  const [suspension, setSuspension] = useState<Suspension | null>(null);
  const columns = useMemo(
    () => liabilityEventColumns({ t, canTrade, onSuspension: setSuspension }),
    [t, canTrade],
  );
  return (
    <>
      <PageHeader title={t('liability.title')}>
        <p className="muted">{t('liability.subtitle')}</p>
      </PageHeader>
      <DeskTabs />
      <DeskFilters params={params} update={update} />
      <DataTable
        caption={t('liability.title')}
        columns={columns}
        query={events}
        params={params}
        onChange={update}
        sortable={['liability', 'stake']}
        rowKey={(e) => e.eventId}
      />
      {suspension && <SuspensionDialog {...suspension} onClose={() => setSuspension(null)} />}
    </>
  );
}
