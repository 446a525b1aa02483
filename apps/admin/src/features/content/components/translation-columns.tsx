import type { AdminTranslation } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import type { useResetTranslation } from '../api/translations';

/** The override in bold, else the bundled text greyed. */
const text = (override: string | null, base: string | null) =>
  override !== null ? <strong>{override}</strong> : <span className="muted">{base ?? '—'}</span>;

type Options = {
  t: TFunction;
  canManage: boolean;
  edit: (row: AdminTranslation) => void;
  reset: ReturnType<typeof useResetTranslation>;
};

export const translationColumns = ({
  t,
  canManage,
  edit,
  reset,
}: Options): ColumnDef<AdminTranslation, unknown>[] => [
  { id: 'key', header: t('translations.key'), cell: ({ row }) => <code>{row.original.key}</code> },
  { id: 'tr', header: t('lang.tr'), cell: ({ row }) => text(row.original.tr, row.original.baseTr) },
  { id: 'en', header: t('lang.en'), cell: ({ row }) => text(row.original.en, row.original.baseEn) },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      canManage ? (
        <span className="page-actions">
          <Button variant="ghost" onClick={() => edit(row.original)}>
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
