import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { type RegisterRow } from '../api/get-register-status';
import type { useRegisterCheck } from '../api/post-register-check';
import { actionsHeader } from '@/components/columns';

export const registerColumns = ({
  t,
  canCheck,
  check,
}: {
  t: TFunction;
  canCheck: boolean;
  check: ReturnType<typeof useRegisterCheck>;
}): ColumnDef<RegisterRow, unknown>[] => [
  { id: 'username', header: t('player'), accessorKey: 'username' },
  {
    id: 'register',
    header: t('registers.register'),
    cell: ({ row }) => t(`register.${row.original.register}`),
  },
  {
    id: 'excluded',
    header: t('registers.answer'),
    cell: ({ row }) =>
      row.original.excluded ? (
        <Badge tone="bad">{t('registers.excluded')}</Badge>
      ) : (
        <Badge tone="good">{t('registers.notExcluded')}</Badge>
      ),
  },
  {
    id: 'checkedAt',
    header: t('registers.checkedAt'),
    cell: ({ row }) => <DateTime iso={row.original.checkedAt} />,
  },
  {
    id: 'lastError',
    header: t('registers.lastError'),
    cell: ({ row }) =>
      row.original.lastError ? (
        <>
          <Badge tone="warn">{row.original.lastError}</Badge> <DateTime iso={row.original.lastErrorAt} />
        </>
      ) : (
        '—'
      ),
  },
  {
    id: 'updatedAt',
    header: t('registers.updatedAt'),
    cell: ({ row }) => <DateTime iso={row.original.updatedAt} />,
  },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      canCheck ? (
        <Button
          variant="ghost"
          busy={check.isPending && check.variables === row.original.customerId}
          onClick={() => check.mutate(row.original.customerId)}
          title={t('registers.checkFor', { name: row.original.username })}
        >
          {t('registers.check')}
        </Button>
      ) : null,
  },
];
