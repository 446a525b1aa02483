import type { ReconciliationFlag } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { useListParams } from '@/components/use-list-params';
import { useReconciliationFlags } from './api/list-reconciliation-flags';
import { useReconciliationProviders } from './api/list-reconciliation-providers';
import { useResolveReconciliationFlag } from './api/resolve-reconciliation-flag';
import { useRunReconciliation } from './api/run-reconciliation';
import { reconciliationColumns } from './components/reconciliation-columns';
import { ReconciliationFilters } from './components/reconciliation-filters';

/**
 * Differences between our ledger and each payment provider's list (docs/decisions/098-payment-reconciliation.md):
 * filtered by provider, UTC day, kind and state; each resolved with a note; a provider's day run again on demand.
 */
export default function ReconciliationPage() {
  const { t } = useTranslation('reconciliation');
  const { params, update } = useListParams({ take: 25 });
  const f = params.filters;
  const state = f.state === 'resolved' ? 'resolved' : 'open';
  const flags = useReconciliationFlags({
    skip: params.skip,
    take: params.take,
    state,
    ...(f.provider ? { provider: f.provider } : {}),
    ...(f.day ? { day: f.day } : {}),
    ...(f.kind ? { kind: f.kind } : {}),
  });
  const providers = useReconciliationProviders().data ?? [];
  const resolve = useResolveReconciliationFlag();
  const run = useRunReconciliation();
  const [resolving, setResolving] = useState<ReconciliationFlag | null>(null);

  const runNow = async () => {
    const res = await run.mutateAsync({
      provider: f.provider ?? providers[0]!,
      ...(f.day ? { day: f.day } : {}),
    });
    toast.success(res.message || t('ran'));
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button
            variant="primary"
            disabled={!providers.length || run.isPending}
            onClick={() => void runNow()}
          >
            {t('runNow')}
          </Button>
        }
      >
        <p className="muted">{t('subtitle')}</p>
      </PageHeader>
      <ReconciliationFilters providers={providers} />
      <DataTable
        caption={t('title')}
        columns={reconciliationColumns({ t, onResolve: setResolving })}
        query={flags}
        params={params}
        onChange={update}
        rowKey={(r) => r.id}
      />
      {resolving && (
        <ReasonDialog
          open
          title={t('resolveFor', { subject: resolving.subject })}
          description={t(`kinds.${resolving.kind}`)}
          confirmLabel={t('resolve')}
          onConfirm={(note) => resolve.mutateAsync({ id: resolving.id, note })}
          onClose={() => setResolving(null)}
        />
      )}
    </>
  );
}
