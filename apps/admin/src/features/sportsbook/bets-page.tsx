import type { AdminSportsBet } from '@lalebet/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useSportsBets } from './api/list-bets';
import { betColumns } from './components/bet-columns';
import { BetVoidDialog } from './components/bet-void-dialog';
import { DeskFilters } from './components/desk-filters';
import { DeskTabs } from './components/desk-tabs';

/**
 * The live bet ticker: newest bets first, asked again every few seconds; filters in the URL;
 * a flagged bet shows why, and a trader who may void it can (docs/decisions/078-trading-desk.md).
 */
export default function BetsPage() {
  const { t, i18n } = useTranslation('sportsbook');
  const { params, update, query } = useListParams({ take: 50, sort: 'placedAt' });
  const bets = useSportsBets(query);
  const [voiding, setVoiding] = useState<AdminSportsBet | null>(null);
  const columns = useMemo(
    () => betColumns({ t, lng: i18n.language, onVoid: setVoiding }),
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader title={t('ticker.title')}>
        <p className="muted">{t('ticker.subtitle')}</p>
      </PageHeader>
      <DeskTabs />
      <DeskFilters params={params} update={update} withStatus />
      <DataTable
        caption={t('ticker.title')}
        columns={columns}
        query={bets}
        params={params}
        onChange={update}
        sortable={['placedAt', 'stake']}
        rowKey={(b) => b.id}
      />
      {voiding && <BetVoidDialog bet={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
