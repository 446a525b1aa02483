import { BONUS_KINDS } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Badge, Money } from '@/components/display';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { paths } from '@/lib/paths';
import { type AdminDefinition, type DefinitionsQuery, useDefinitions } from './api/list-definitions';
import { usePauseDefinition } from './api/pause-definition';
import { CloneDialog } from './components/clone-dialog';
import { DefinitionFormDialog } from './components/definition-form-dialog';
import { GrantDialog } from './components/grant-dialog';
import { actionsHeader } from '@/components/columns';

/** Bonus offers, running or paused: create, copy, pause and resume. */
export default function DefinitionsPage() {
  const { t } = useTranslation('bonuses');
  const { params, update, query } = useListParams({ take: 25, sort: 'sort' });
  const defs = useDefinitions(query as DefinitionsQuery);
  const canManage = useCan('bonuses:manage');
  const canClaims = useCan('bonuses:claims');
  const canGrant = useCan('bonuses:grant');
  const [granting, setGranting] = useState<AdminDefinition | null>(null);
  const pause = usePauseDefinition();
  const [creating, setCreating] = useState(false);
  const [cloning, setCloning] = useState<AdminDefinition | null>(null);

  const columns = useMemo<ColumnDef<AdminDefinition, unknown>[]>(
    () => [
      {
        id: 'code',
        header: t('field.code'),
        cell: ({ row }) => (
          <>
            {row.original.code}
            <br />
            <small className="muted">{row.original.titleTr}</small>
          </>
        ),
      },
      { id: 'kind', header: t('field.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
      {
        id: 'value',
        header: t('value'),
        cell: ({ row }) =>
          row.original.percent !== null ? (
            <>
              %{row.original.percent}
              {row.original.maxAmount !== null && (
                <>
                  {' '}
                  ({t('upTo')} <Money minor={row.original.maxAmount} />)
                </>
              )}
            </>
          ) : row.original.amount !== null ? (
            <Money minor={row.original.amount} />
          ) : (
            '—'
          ),
      },
      {
        id: 'wagering',
        header: t('field.wageringMultiple'),
        cell: ({ row }) => `${row.original.wageringMultiple}×`,
      },
      {
        id: 'maxCashout',
        header: t('field.maxCashout'),
        cell: ({ row }) =>
          row.original.maxCashout === null ? '—' : <Money minor={row.original.maxCashout} />,
      },
      {
        id: 'enabled',
        header: t('status'),
        cell: ({ row }) =>
          row.original.enabled ? (
            <Badge tone="good">{t('running')}</Badge>
          ) : (
            <Badge tone="warn">{t('paused')}</Badge>
          ),
      },
      {
        ...actionsHeader(t),
        cell: ({ row }) => (
          <>
            {canGrant && row.original.enabled && row.original.kind !== 'trial' && (
              <Button
                variant="ghost"
                onClick={() => setGranting(row.original)}
                title={t('grantTitle', { code: row.original.code })}
              >
                {t('grant')}
              </Button>
            )}
            {canManage && (
              <>
                <Button
                  variant="ghost"
                  busy={pause.isPending && pause.variables?.id === row.original.id}
                  title={t(row.original.enabled ? 'pauseOf' : 'resumeOf', { code: row.original.code })}
                  onClick={async () => {
                    try {
                      const res = await pause.mutateAsync({
                        id: row.original.id,
                        paused: row.original.enabled,
                      });
                      // A resume waits for a second bonus manager's approval.
                      if ('requestId' in res.data) {
                        toast.info(t('pendingApproval', { id: res.data.requestId }));
                      } else toast.success(res.message);
                    } catch (e) {
                      toast.error(e instanceof Error ? e.message : String(e));
                    }
                  }}
                >
                  {row.original.enabled ? t('pause') : t('resume')}
                </Button>
                {row.original.kind !== 'trial' && (
                  <Button
                    variant="ghost"
                    onClick={() => setCloning(row.original)}
                    title={t('cloneTitle', { code: row.original.code })}
                  >
                    {t('clone')}
                  </Button>
                )}
              </>
            )}
          </>
        ),
      },
    ],
    [t, canManage, canGrant, pause],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <>
            {canClaims && (
              <Link className="btn btn-ghost" to={paths.bonusClaims}>
                {t('claimsTitle')}
              </Link>
            )}
            {canManage && (
              <Button variant="primary" onClick={() => setCreating(true)}>
                {t('create')}
              </Button>
            )}
          </>
        }
      />
      <div className="filters">
        <SelectField
          label={t('field.kind')}
          value={params.filters.kind ?? ''}
          onChange={(e) => update({ filters: { kind: e.target.value } })}
          options={[
            { value: '', label: t('all') },
            ...BONUS_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
          ]}
        />
        <SelectField
          label={t('status')}
          value={params.filters.enabled ?? ''}
          onChange={(e) => update({ filters: { enabled: e.target.value } })}
          options={[
            { value: '', label: t('all') },
            { value: 'true', label: t('running') },
            { value: 'false', label: t('paused') },
          ]}
        />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        query={defs}
        params={params}
        onChange={update}
        sortable={['code']}
        rowKey={(r) => r.id}
      />
      <DefinitionFormDialog open={creating} onClose={() => setCreating(false)} />
      {granting && <GrantDialog key={granting.id} definition={granting} onClose={() => setGranting(null)} />}
      {cloning && <CloneDialog key={cloning.id} source={cloning} onClose={() => setCloning(null)} />}
    </>
  );
}
