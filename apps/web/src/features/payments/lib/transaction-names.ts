import { TransactionKind, TransactionStatus } from '@lalebet/shared/enums';
import type { BadgeTone } from '@/components/ui/status-badge';

type Entry = [name: string, value: number];
const entries = (e: Record<string, number>) => Object.entries(e) as Entry[];

/** Filter choices in the product's order; All / None (0) mean "any". */
export const KIND_OPTIONS = entries(TransactionKind);
export const STATUS_OPTIONS = entries(TransactionStatus);

/** `payments:kind.<Name>` and `payments:status.<Name>`: the product's enumeration names, translated. */
export const kindKey = (value: number) =>
  `kind.${KIND_OPTIONS.find(([, v]) => v === value)?.[0] ?? 'All'}` as const;
export const statusKey = (value: number) =>
  `status.${STATUS_OPTIONS.find(([, v]) => v === value)?.[0] ?? 'None'}` as const;

const TONES: Record<number, BadgeTone> = {
  [TransactionStatus.Confirmed]: 'success',
  [TransactionStatus.Pending]: 'warning',
  [TransactionStatus.Created]: 'warning',
  [TransactionStatus.WaitingForKyc]: 'warning',
  [TransactionStatus.Rejected]: 'danger',
  [TransactionStatus.Cancelled]: 'danger',
};
export const statusTone = (status: number): BadgeTone => TONES[status] ?? 'neutral';
