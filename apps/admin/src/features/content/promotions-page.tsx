import { type AdminPromotion, PROMOTION_CATEGORIES, adminPromotionInputSchema } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { activeColumn, windowColumns } from './components/content-columns';
import { ContentList } from './components/content-list';

/** /promotions cards and their detail dialog, with an optional campaign window. */
export default function PromotionsPage() {
  const { t, i18n } = useTranslation('content');
  const columns: ColumnDef<AdminPromotion, unknown>[] = [
    { id: 'sort', header: t('field.sort'), accessorKey: 'sort' },
    { id: 'slug', header: t('field.slug'), accessorKey: 'slug' },
    {
      id: 'title',
      header: t('field.title'),
      cell: ({ row }) => (i18n.language === 'en' ? row.original.titleEn : row.original.titleTr),
    },
    {
      id: 'category',
      header: t('field.category'),
      cell: ({ row }) => t(`category.${row.original.category}`),
    },
    ...windowColumns<AdminPromotion>(t),
    activeColumn<AdminPromotion>(t),
  ];
  return (
    <ContentList
      kind="promotions"
      columns={columns}
      sortable={['sort', 'id', 'startsAt']}
      schema={adminPromotionInputSchema}
      blank={{
        slug: '',
        category: 'general',
        titleTr: '',
        titleEn: '',
        summaryTr: '',
        summaryEn: '',
        bodyTr: '',
        bodyEn: '',
        imageCardTr: '',
        imageCardEn: '',
        imageDetailTr: '',
        imageDetailEn: '',
        bonusDefinitionId: null,
        sort: 0,
        active: true,
        startsAt: null,
        endsAt: null,
      }}
      toForm={({ id: _id, ...rest }) => rest}
      common={[
        { name: 'slug', label: 'field.slug', kind: 'text' },
        {
          name: 'category',
          label: 'field.category',
          kind: 'select',
          options: PROMOTION_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
        },
        { name: 'bonusDefinitionId', label: 'field.bonusDefinitionId', kind: 'optionalNumber' },
        { name: 'startsAt', label: 'field.startsAt', kind: 'datetime' },
        { name: 'endsAt', label: 'field.endsAt', kind: 'datetime' },
        { name: 'sort', label: 'field.sort', kind: 'number' },
        { name: 'active', label: 'field.active', kind: 'checkbox' },
      ]}
      localized={[
        { name: 'title', label: 'field.title', kind: 'text' },
        { name: 'summary', label: 'field.summary', kind: 'textarea' },
        { name: 'imageCard', label: 'field.imageCard', kind: 'image' },
        { name: 'imageDetail', label: 'field.imageDetail', kind: 'image' },
        { name: 'body', label: 'field.body', kind: 'html' },
      ]}
    />
  );
}
