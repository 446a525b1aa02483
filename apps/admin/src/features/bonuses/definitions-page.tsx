import { BONUS_KINDS } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { paths } from '@/lib/paths';
import { type AdminDefinition, type DefinitionsQuery, useDefinitions } from './api/list-definitions';
import { CloneDialog } from './components/clone-dialog';
import type { DefinitionDialog } from './components/definition-actions';
import { definitionColumns } from './components/definition-columns';
import { DefinitionFormDialog } from './components/definition-form-dialog';
import { GrantDialog } from './components/grant-dialog';

/** Bonus offers, running or paused: create, copy, pause and resume. */
export default function DefinitionsPage() {
  const { t } = useTranslation('bonuses');
  const { params, update, query } = useListParams({ take: 25, sort: 'sort' });
  const defs = useDefinitions(query as DefinitionsQuery);
  const canManage = useCan('bonuses:manage');
  const canClaims = useCan('bonuses:claims');
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<{ kind: DefinitionDialog; d: AdminDefinition } | null>(null);
  const columns = definitionColumns(t, (kind, d) => setDialog({ kind, d }));
  const close = () => setDialog(null);
  const d = dialog?.d;

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
      {d && dialog.kind === 'grant' && <GrantDialog key={d.id} definition={d} onClose={close} />}
      {d && dialog.kind === 'clone' && <CloneDialog key={d.id} source={d} onClose={close} />}
    </>
  );
}
