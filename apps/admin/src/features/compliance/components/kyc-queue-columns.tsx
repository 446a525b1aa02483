import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Button } from '@/components/button';
import { Badge, DateTime } from '@/components/display';
import { type KycCase } from '../api/get-kyc-queue';
import { type KycDecision } from '../api/post-kyc-decision';
import { actionsHeader } from '@/components/columns';

const DECISIONS: KycDecision['status'][] = ['approved', 'resubmission_requested', 'rejected'];
const TONE = { approved: 'good', rejected: 'bad', expired: 'bad', resubmission_requested: 'warn' } as const;

export const kycQueueColumns = ({
  t,
  canDecide,
  setPending,
}: {
  t: TFunction;
  canDecide: boolean;
  setPending: (p: { row: KycCase; status: KycDecision['status'] }) => void;
}): ColumnDef<KycCase, unknown>[] => [
  { id: 'username', header: t('player'), accessorKey: 'username' },
  {
    id: 'status',
    header: t('kyc.status'),
    cell: ({ row }) => (
      <Badge tone={TONE[row.original.status as keyof typeof TONE] ?? 'neutral'}>
        {t(`kycStatus.${row.original.status}`)}
      </Badge>
    ),
  },
  { id: 'heldWithdrawals', header: t('kyc.held'), accessorKey: 'heldWithdrawals' },
  {
    id: 'updatedAt',
    header: t('kyc.updatedAt'),
    cell: ({ row }) => <DateTime iso={row.original.updatedAt} />,
  },
  {
    ...actionsHeader(t),
    cell: ({ row }) =>
      canDecide ? (
        <span>
          {DECISIONS.map((d) => (
            <Button
              key={d}
              variant="ghost"
              onClick={() => setPending({ row: row.original, status: d })}
              title={t(`kyc.decideFor.${d}`, { name: row.original.username })}
            >
              {t(`kyc.decide.${d}`)}
            </Button>
          ))}
        </span>
      ) : null,
  },
];
