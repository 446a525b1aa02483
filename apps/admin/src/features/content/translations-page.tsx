import type { AdminTranslation } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { useResetTranslation, useSaveTranslation, useTranslationList } from './api/translations';
import { ContentTabs } from './components/content-tabs';
import { TranslationForm } from './components/translation-form';
import { translationColumns } from './components/translation-columns';
import './content.css';

/** The player site's texts: bundled TR/EN beside the server overrides that replace them. */
export default function TranslationsPage() {
  const { t } = useTranslation('content');
  const { params, update } = useListParams({ take: 25 });
  const list = useTranslationList({ skip: params.skip, take: params.take, ...params.filters });
  const save = useSaveTranslation();
  const reset = useResetTranslation();
  const canManage = useCan('content:manage');
  const [editing, setEditing] = useState<AdminTranslation | null>(null);
  const columns = translationColumns({ t, canManage, edit: setEditing, reset });

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
