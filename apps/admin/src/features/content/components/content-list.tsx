import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import {
  type ContentItem,
  type ContentKind,
  useContentList,
  useDeleteContent,
  useReorderContent,
  useSaveContent,
} from '../api/content-items';
import { ContentForm, type FieldDef } from './content-form';
import { ContentTabs } from './content-tabs';
import { RowActions } from './row-actions';
import '../content.css';
import { actionsHeader } from '@/components/columns';

type Props<K extends ContentKind> = {
  kind: K;
  columns: ColumnDef<ContentItem[K], unknown>[];
  schema: z.ZodType;
  /** A new item's values. */
  blank: FieldValues;
  common: FieldDef[];
  localized: FieldDef[];
  /** Item -> form values (the item minus its id and read-only fields). */
  toForm: (item: ContentItem[K]) => FieldValues;
  sortable: string[];
};

/** List, create, edit, delete and (where ordered) move up/down, for one CMS table. */
export function ContentList<K extends ContentKind>(p: Props<K>) {
  const { t } = useTranslation('content');
  const ordered = p.kind !== 'popups';
  const { params, update, query } = useListParams({ take: 25, sort: ordered ? 'sort' : 'id' });
  const [search] = useSearchParams();
  // Display order reads top to bottom: ascending unless the URL says otherwise.
  const order = search.get('order') ?? (params.sort === 'sort' ? 'asc' : 'desc');
  const list = useContentList(p.kind, { ...query, order });
  const save = useSaveContent(p.kind);
  const remove = useDeleteContent(p.kind);
  const reorder = useReorderContent(p.kind === 'popups' ? 'slides' : p.kind);
  const canManage = useCan('content:manage');
  const [editing, setEditing] = useState<{ id?: number; values: FieldValues } | null>(null);

  const items = list.data?.items ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const j = index + by;
    if (j < 0 || j >= ids.length) return;
    [ids[index], ids[j]] = [ids[j]!, ids[index]!];
    reorder.mutate(ids, { onSuccess: () => toast.success(t('saved')) });
  };

  const columns: ColumnDef<ContentItem[K], unknown>[] = [
    ...p.columns,
    {
      ...actionsHeader(t),
      cell: ({ row }) =>
        canManage ? (
          <RowActions
            movable={ordered && params.sort === 'sort' && order === 'asc'}
            onMove={(by) => move(row.index, by)}
            onEdit={() => setEditing({ id: row.original.id, values: p.toForm(row.original) })}
            onDelete={() => remove.mutate(row.original.id, { onSuccess: () => toast.success(t('deleted')) })}
          />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={t(`tab.${p.kind}`)}
        actions={
          canManage && (
            <Button variant="primary" onClick={() => setEditing({ values: p.blank })}>
              {t('create')}
            </Button>
          )
        }
      />
      <ContentTabs />
      <DataTable
        caption={t(`tab.${p.kind}`)}
        columns={columns}
        query={list}
        params={{ ...params, order: order === 'asc' ? 'asc' : 'desc' }}
        onChange={update}
        sortable={p.sortable}
        rowKey={(r) => r.id}
      />
      {editing && (
        <ContentForm
          title={editing.id ? t('editTitle', { id: editing.id }) : t('create')}
          schema={p.schema}
          defaults={editing.values}
          common={p.common}
          localized={p.localized}
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing.id, body: values as never });
            toast.success(t('saved'));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
