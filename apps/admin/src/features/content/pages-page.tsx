import { type AdminPage, adminPageInputSchema } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Badge, DateTime } from '@/components/display';
import { useCategories } from './api/content-items';
import { ContentList } from './components/content-list';

/** Content pages (/pages/{id}); their order is the footer's static page menu. */
export default function PagesPage() {
  const { t, i18n } = useTranslation('content');
  const categories = useCategories();
  const title = (c: { titleTr: string; titleEn: string }) => (i18n.language === 'en' ? c.titleEn : c.titleTr);
  const columns: ColumnDef<AdminPage, unknown>[] = [
    { id: 'sort', header: t('field.sort'), accessorKey: 'sort' },
    { id: 'title', header: t('field.title'), cell: ({ row }) => title(row.original) },
    {
      id: 'category',
      header: t('field.category'),
      cell: ({ row }) => {
        const c = categories.data?.find((x) => x.id === row.original.categoryId);
        return c ? title(c) : row.original.categoryId;
      },
    },
    {
      id: 'status',
      header: t('field.active'),
      cell: ({ row }) => (
        <Badge tone={row.original.status ? 'good' : 'neutral'}>{t(row.original.status ? 'on' : 'off')}</Badge>
      ),
    },
    {
      id: 'updatedAt',
      header: t('field.updatedAt'),
      cell: ({ row }) => <DateTime iso={row.original.updatedAt} />,
    },
  ];
  return (
    <ContentList
      kind="pages"
      columns={columns}
      sortable={['sort', 'id', 'updatedAt']}
      schema={adminPageInputSchema}
      blank={{
        categoryId: categories.data?.[0]?.id ?? 1,
        status: true,
        sort: 0,
        titleTr: '',
        titleEn: '',
        bodyTr: '',
        bodyEn: '',
      }}
      toForm={({ id: _id, updatedAt: _u, ...rest }) => rest}
      common={[
        {
          name: 'categoryId',
          label: 'field.category',
          kind: 'select',
          numeric: true,
          options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: title(c) })),
        },
        { name: 'sort', label: 'field.sort', kind: 'number' },
        { name: 'status', label: 'field.active', kind: 'checkbox' },
      ]}
      localized={[
        { name: 'title', label: 'field.title', kind: 'text' },
        { name: 'body', label: 'field.body', kind: 'html' },
      ]}
    />
  );
}
