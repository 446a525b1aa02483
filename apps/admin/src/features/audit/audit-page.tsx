import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { SelectField, TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { downloadAudit, useAudit } from './api/get-audit';
import { useAuditVerify } from './api/get-audit-verify';
import { ACTOR_KINDS, apiFilters } from './audit-filters';
import { ChainBanner } from './components/chain-banner';
import './audit.css';
import { auditColumns } from './components/audit-columns';
import { useCsvExport } from '@/components/use-csv-export';

/** The audit trail: filters in the URL, the chain's state on top, CSV of all matching rows. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const { params, update } = useListParams({ take: 50, sort: 'seq' });
  const filters = useMemo(() => apiFilters(params.filters, params.order), [params.filters, params.order]);
  const page = useAudit({ ...filters, skip: params.skip, take: params.take });
  const chain = useAuditVerify();
  const canExport = useCan('audit:export');
  const f = params.filters;
  const setFilter = (key: string) => (e: { target: { value: string } }) =>
    update({ filters: { [key]: e.target.value } });

  const { exporting, exportError, exportCsv } = useCsvExport(() => downloadAudit(filters));

  const columns = auditColumns({ t });

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canExport && (
            <Button variant="primary" onClick={exportCsv} busy={exporting}>
              {t('common:action.export')}
            </Button>
          )
        }
      />
      <ChainBanner status={chain.data} error={chain.error?.message} />
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('filter.actorKind')}
          value={f.actorKind ?? ''}
          onChange={setFilter('actorKind')}
          options={[
            { value: '', label: t('filter.any') },
            ...ACTOR_KINDS.map((k) => ({ value: k, label: t(`actor.${k}`) })),
          ]}
        />
        <TextField
          label={t('filter.actorId')}
          inputMode="numeric"
          value={f.actorId ?? ''}
          onChange={setFilter('actorId')}
        />
        <TextField
          label={t('filter.event')}
          hint={t('filter.eventHint')}
          value={f.event ?? ''}
          onChange={setFilter('event')}
        />
        <TextField label={t('filter.from')} type="date" value={f.from ?? ''} onChange={setFilter('from')} />
        <TextField label={t('filter.to')} type="date" value={f.to ?? ''} onChange={setFilter('to')} />
      </form>
      {exportError && (
        <p className="error" role="alert">
          {exportError}
        </p>
      )}
      <DataTable
        caption={t('title')}
        columns={columns}
        query={page}
        params={params}
        onChange={update}
        sortable={['seq']}
        rowKey={(r) => r.seq}
      />
    </>
  );
}
