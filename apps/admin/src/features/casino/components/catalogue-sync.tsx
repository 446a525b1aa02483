import type { CatalogueSyncRun } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { useCatalogueSync } from '../api/get-catalogue-sync';
import { useSyncCatalogue } from '../api/sync-catalogue';

function LastRun({ run }: { run: CatalogueSyncRun | null }) {
  const { t } = useTranslation('casino');
  if (!run) return <span>{t('sync.never')}</span>;
  return (
    <span>
      {t('sync.last')} <DateTime iso={run.finishedAt ?? run.startedAt} />{' '}
      {run.status === 'failed' ? (
        <Badge tone="bad">{t(`sync.error.${run.error ?? 'unavailable'}`)}</Badge>
      ) : run.status === 'running' ? (
        <Badge tone="warn">{t('sync.running')}</Badge>
      ) : (
        <Badge tone="good">
          {t('sync.counts', { added: run.added, updated: run.updated, disabled: run.disabled })}
        </Badge>
      )}
    </span>
  );
}

/**
 * The catalogue from the aggregator (docs/decisions/090-catalogue-sync.md): the last run and a
 * button to import now. New games arrive switched off, for review.
 */
export function CatalogueSync() {
  const { t } = useTranslation('casino');
  const state = useCatalogueSync();
  const sync = useSyncCatalogue();
  if (!state.data) return null;
  if (state.data.mode === 'off') return <p className="muted">{t('sync.off')}</p>;
  return (
    <section className="catalogue-sync" aria-label={t('sync.title')}>
      <LastRun run={state.data.lastRun} />{' '}
      <Button
        busy={sync.isPending}
        onClick={async () => {
          try {
            const res = await sync.mutateAsync();
            toast.success(res.message || t('sync.done'));
          } catch (e) {
            toast.error(e instanceof Error ? e.message : String(e));
          }
        }}
      >
        {t('sync.button')}
      </Button>
    </section>
  );
}
