import type { SimLogger } from '../payment-gateway/delivery.ts';
import type { WithdrawalStatus, createPayoutStore } from './payouts.ts';
import type { Fault, Outcome, SimInvoice, SimPayment, createNowpaymentsStore } from './store.ts';

export type NowpaymentsSimulatorOptions = {
  apiKey: string;
  ipnSecret: string;
  /** The payout account's login (`POST /v1/auth`) and its 2FA (TOTP, base32) secret. */
  payoutEmail: string;
  payoutPassword: string;
  payoutTotpSecret: string;
  publicBase?: string | undefined;
  retryDelaysMs?: number[];
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

export type RouteDeps = NowpaymentsSimulatorOptions & {
  store: ReturnType<typeof createNowpaymentsStore>;
  payouts: ReturnType<typeof createPayoutStore>;
  fault: () => Fault;
  setFault: (f: Fault) => void;
  pay: (invoice: SimInvoice, outcome: Outcome, payCurrency?: string) => SimPayment;
  pushStatus: (paymentId: number, status: SimPayment['payment_status']) => SimPayment | null;
  pushPayout: (id: string, status: WithdrawalStatus, error?: string) => unknown;
  verifyBatch: (batchId: string) => void;
  useLogger: (log: SimLogger) => void;
};

/** The simulator is not our API: it stays out of the OpenAPI document. */
export const HIDDEN = { hide: true };
