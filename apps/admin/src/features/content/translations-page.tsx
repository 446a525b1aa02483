import type { AdminTranslation } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { useResetTranslation, useSaveTranslation, useTranslationList } from './api/translations';
import { ContentTabs } from './components/content-tabs';
import { TranslationForm } from './components/translation-form';
import './content.css';
import { actionsHeader } from '@/components/columns';

/** The player site's texts: bundled TR/EN beside the server overrides that replace them. */
export default function TranslationsPage() {
  const { t } = useTranslation('content');
  const { params, update } = useListParams({ take: 25 });
  const list = useTranslationList({ skip: params.skip, take: params.take, ...params.filters });
  const save = useSaveTranslation();
  const reset = useResetTranslation();
  const canManage = useCan('content:manage');
  const [editing, setEditing] = useState<AdminTranslation | null>(null);
  const text = (override: string | null, base: string | null) =>
    override !== null ? <strong>{override}</strong> : <span className="muted">{base ?? '—'}</span>;

  const columns: ColumnDef<AdminTranslation, unknown>[] = [
    { id: 'key', header: t('translations.key'), cell: ({ row }) => <code>{row.original.key}</code> },
    { id: 'tr', header: t('lang.tr'), cell: ({ row }) => text(row.original.tr, row.original.baseTr) },
    { id: 'en', header: t('lang.en'), cell: ({ row }) => text(row.original.en, row.original.baseEn) },
    {
      ...actionsHeader(t),
      cell: ({ row }) =>
        canManage ? (
          <span className="page-actions">
            <Button variant="ghost" onClick={() => setEditing(row.original)}>
              {t('edit')}
            </Button>
            {(row.original.tr !== null || row.original.en !== null) && (
              <Button
                variant="ghost"
                onClick={() =>
                  reset.mutate(row.original.key, {
                    onSuccess: () => toast.success(t('translations.resetDone')),
                  })
                }
              >
                {t('translations.reset')}
              </Button>
            )}
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t('tab.translations')} />
      <ContentTabs />
      <div className="filters">
        <div className="field">
          <label htmlFor="translation-q">{t('common:action.search')}</label>
          <input
            id="translation-q"
            type="search"
            defaultValue={params.filters.q ?? ''}
            onChange={(e) => update({ filters: { q: e.target.value } })}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={params.filters.overridden === 'true'}
            onChange={(e) => update({ filters: { overridden: e.target.checked ? 'true' : undefined } })}
          />
          {t('translations.onlyOverridden')}
        </label>
      </div>
      <DataTable
        caption={t('tab.translations')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        rowKey={(r) => r.key}
      />
      {editing && (
        <TranslationForm
          item={editing}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            await save.mutateAsync({ key: editing.key, body });
            toast.success(t('saved'));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
