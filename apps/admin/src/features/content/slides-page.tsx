import { type AdminSlide, adminSlideInputSchema } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { activeColumn } from './components/content-columns';
import { ContentList } from './components/content-list';

/** Banner carousels: one slide per language (the carousel is served per language). */
export default function SlidesPage() {
  const { t } = useTranslation('content');
  const columns: ColumnDef<AdminSlide, unknown>[] = [
    { id: 'sort', header: t('field.sort'), accessorKey: 'sort' },
    { id: 'slug', header: t('field.slug'), accessorKey: 'slug' },
    { id: 'locale', header: t('field.locale'), cell: ({ row }) => row.original.locale.toUpperCase() },
    {
      id: 'image',
      header: t('field.image'),
      cell: ({ row }) => <img className="thumb" src={row.original.imageDefault} alt="" />,
    },
    { id: 'title', header: t('field.title'), accessorKey: 'title' },
    activeColumn<AdminSlide>(t),
  ];
  return (
    <ContentList
      kind="slides"
      columns={columns}
      sortable={['sort', 'id']}
      schema={adminSlideInputSchema}
      blank={{
        slug: 'home',
        locale: 'tr',
        title: '',
        url: '',
        target: '_self',
        imageDefault: '',
        imageLarge: '',
        imageMedium: '',
        sort: 0,
        active: true,
      }}
      toForm={({ id: _id, ...rest }) => rest}
      common={[
        { name: 'slug', label: 'field.slug', kind: 'text' },
        {
          name: 'locale',
          label: 'field.locale',
          kind: 'select',
          options: [
            { value: 'tr', label: 'Türkçe' },
            { value: 'en', label: 'English' },
          ],
        },
        { name: 'title', label: 'field.title', kind: 'text' },
        { name: 'url', label: 'field.url', kind: 'text' },
        {
          name: 'target',
          label: 'field.target',
          kind: 'select',
          options: [
            { value: '_self', label: t('target._self') },
            { value: '_blank', label: t('target._blank') },
          ],
        },
        { name: 'imageDefault', label: 'field.imageDefault', kind: 'image' },
        { name: 'imageLarge', label: 'field.imageLarge', kind: 'image' },
        { name: 'imageMedium', label: 'field.imageMedium', kind: 'image' },
        { name: 'sort', label: 'field.sort', kind: 'number' },
        { name: 'active', label: 'field.active', kind: 'checkbox' },
      ]}
      localized={[]}
    />
  );
}
