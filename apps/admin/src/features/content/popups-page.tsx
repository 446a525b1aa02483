import { type AdminPopup, adminPopupInputSchema } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { activeColumn, windowColumns } from './components/content-columns';
import { ContentList } from './components/content-list';

/** The campaign popup: the newest active one inside its window is shown, once per player. */
export default function PopupsPage() {
  const { t } = useTranslation('content');
  const columns: ColumnDef<AdminPopup, unknown>[] = [
    { id: 'id', header: '#', accessorKey: 'id' },
    {
      id: 'image',
      header: t('field.image'),
      cell: ({ row }) => <img className="thumb" src={row.original.imageDefaultTr} alt="" />,
    },
    { id: 'url', header: t('field.url'), cell: ({ row }) => row.original.url ?? '—' },
    ...windowColumns<AdminPopup>(t),
    activeColumn<AdminPopup>(t),
  ];
  return (
    <ContentList
      kind="popups"
      columns={columns}
      sortable={['id', 'startsAt']}
      schema={adminPopupInputSchema}
      blank={{
        imageDefaultTr: '',
        imageLargeTr: '',
        imageMediumTr: '',
        imageDefaultEn: '',
        imageLargeEn: '',
        imageMediumEn: '',
        url: null,
        active: true,
        startsAt: null,
        endsAt: null,
      }}
      toForm={({ id: _id, ...rest }) => rest}
      common={[
        { name: 'url', label: 'field.url', kind: 'text' },
        { name: 'startsAt', label: 'field.startsAt', kind: 'datetime' },
        { name: 'endsAt', label: 'field.endsAt', kind: 'datetime' },
        { name: 'active', label: 'field.active', kind: 'checkbox' },
      ]}
      localized={[
        { name: 'imageDefault', label: 'field.imageDefault', kind: 'image' },
        { name: 'imageLarge', label: 'field.imageLarge', kind: 'image' },
        { name: 'imageMedium', label: 'field.imageMedium', kind: 'image' },
      ]}
    />
  );
}
