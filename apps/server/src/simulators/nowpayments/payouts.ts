import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';

/** `POST /v1/payout`: a batch of withdrawals, each in a crypto currency. */
export const payoutRequestSchema = z.object({
  ipn_callback_url: z.url({ protocol: /^https?$/ }).optional(),
  payout_description: z.string().max(200).optional(),
  withdrawals: z
    .array(
      z.object({
        address: z.string().min(10).max(120),
        currency: z.string().regex(/^[a-z0-9]{2,12}$/),
        amount: z.number().positive(),
        ipn_callback_url: z.url({ protocol: /^https?$/ }).optional(),
        extra_id: z.string().max(100).optional(),
        unique_external_id: z.string().max(100).optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const WITHDRAWAL_STATUSES = [
  'CREATING',
  'WAITING',
  'PROCESSING',
  'SENDING',
  'FINISHED',
  'FAILED',
  'REJECTED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export type SimWithdrawal = {
  id: string;
  batch_withdrawal_id: string;
  address: string;
  currency: string;
  /** NOWPayments answers amounts of withdrawals as decimal strings. */
  amount: string;
  status: WithdrawalStatus;
  error: string | null;
  extra_id: string | null;
  hash: string | null;
  ipn_callback_url: string | null;
  unique_external_id: string | null;
  created_at: string;
  requested_at: string | null;
  updated_at: string | null;
};

/** Payout batches; `verified` once the 2FA code was given (unverified ones stay `CREATING`). */
export function createPayoutStore(now: () => Date) {
  const batches = new Map<string, { id: string; withdrawals: SimWithdrawal[]; verified: boolean }>();
  const withdrawals = new Map<string, SimWithdrawal>();
  return {
    batches: batches as ReadonlyMap<string, { id: string; withdrawals: SimWithdrawal[]; verified: boolean }>,
    withdrawals: withdrawals as ReadonlyMap<string, Readonly<SimWithdrawal>>,

    create(req: PayoutRequest) {
      const id = String(randomInt(5_000_000_000, 6_000_000_000));
      const at = now().toISOString();
      const list = req.withdrawals.map((w) => {
        const withdrawal: SimWithdrawal = {
          id: String(randomInt(5_000_000_000, 6_000_000_000)),
          batch_withdrawal_id: id,
          address: w.address,
          currency: w.currency,
          amount: String(w.amount),
          status: 'CREATING',
          error: null,
          extra_id: w.extra_id ?? null,
          hash: null,
          ipn_callback_url: w.ipn_callback_url ?? req.ipn_callback_url ?? null,
          unique_external_id: w.unique_external_id ?? null,
          created_at: at,
          requested_at: null,
          updated_at: null,
        };
        withdrawals.set(withdrawal.id, withdrawal);
        return withdrawal;
      });
      const batch = { id, withdrawals: list, verified: false };
      batches.set(id, batch);
      return batch;
    },

    setStatus(id: string, status: WithdrawalStatus, error: string | null = null) {
      const w = withdrawals.get(id);
      if (!w) return null;
      w.status = status;
      w.error = status === 'FAILED' || status === 'REJECTED' ? (error ?? 'Payout failed') : null;
      w.updated_at = now().toISOString();
      if (status === 'WAITING') w.requested_at = w.updated_at;
      if (status === 'FINISHED') w.hash = randomBytes(32).toString('hex');
      return w;
    },
  };
}
