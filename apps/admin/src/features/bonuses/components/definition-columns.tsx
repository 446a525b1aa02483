import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { actionsHeader } from '@/components/columns';
import { Badge, Money } from '@/components/display';
import type { AdminDefinition } from '../api/list-definitions';
import { type DefinitionDialog, DefinitionActions } from './definition-actions';

/** "%100 (up to ₺500)", a fixed amount, "10 rounds × ₺1,00" (free rounds), or a dash. */
export function Value({ d, t }: { d: AdminDefinition; t: TFunction }) {
  if (d.freeRoundsCount !== null && d.freeRoundsBetValue !== null)
    return (
      <>
        {t('freeRounds.rounds', { count: d.freeRoundsCount })} × <Money minor={d.freeRoundsBetValue} />
      </>
    );
  if (d.percent !== null)
    return (
      <>
        %{d.percent}
        {d.maxAmount !== null && (
          <>
            {' '}
            ({t('upTo')} <Money minor={d.maxAmount} />)
          </>
        )}
      </>
    );
  return d.amount !== null ? <Money minor={d.amount} /> : '—';
}

export const definitionColumns = (
  t: TFunction,
  open: (dialog: DefinitionDialog, d: AdminDefinition) => void,
): ColumnDef<AdminDefinition, unknown>[] => [
  {
    id: 'code',
    header: t('field.code'),
    cell: ({ row }) => (
      <>
        {row.original.code}
        <br />
        <small className="muted">{row.original.titleTr}</small>
      </>
    ),
  },
  { id: 'kind', header: t('field.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
  { id: 'value', header: t('value'), cell: ({ row }) => <Value d={row.original} t={t} /> },
  {
    id: 'wagering',
    header: t('field.wageringMultiple'),
    cell: ({ row }) => `${row.original.wageringMultiple}×`,
  },
  {
    id: 'maxCashout',
    header: t('field.maxCashout'),
    cell: ({ row }) => (row.original.maxCashout === null ? '—' : <Money minor={row.original.maxCashout} />),
  },
  {
    id: 'enabled',
    header: t('status'),
    cell: ({ row }) =>
      row.original.enabled ? (
        <Badge tone="good">{t('running')}</Badge>
      ) : (
        <Badge tone="warn">{t('paused')}</Badge>
      ),
  },
  { ...actionsHeader(t), cell: ({ row }) => <DefinitionActions definition={row.original} open={open} /> },
];
