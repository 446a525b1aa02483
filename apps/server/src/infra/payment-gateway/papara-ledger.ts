import { z } from 'zod';
import { GatewayUnavailableError, type ProviderTransaction } from './gateway.ts';
import { PaparaError, type paparaCall } from './papara-http.ts';
import { fromPaparaAmount, paparaCurrencyCode } from './papara-protocol.ts';

/** Papara's largest `pageSize` for `POST /account/ledgers`. */
export const PAPARA_LEDGER_PAGE_SIZE = 50;
/** A day of a busy merchant is a few thousand rows; more pages than this is a provider bug. */
const MAX_PAGES = 2000;

const ref = z
  .union([z.string().min(1).max(100), z.int()])
  .transform(String)
  .nullish();

/** One row of the merchant's ledger: money in (a checkout payment), out (a mass payment, a refund). */
export const paparaLedgerEntrySchema = z.object({
  id: z.union([z.string().min(1).max(100), z.int()]).transform(String),
  createdAt: z.string().max(40),
  entryType: z.int(),
  /** Signed liras: positive credits the merchant, negative debits it. */
  amount: z.number(),
  currency: z.int(),
  massPaymentId: ref,
  checkoutPaymentId: ref,
  checkoutPaymentReferenceId: ref,
});
export type PaparaLedgerEntry = z.infer<typeof paparaLedgerEntrySchema>;

export const paparaLedgerPageSchema = z.object({
  items: z.array(paparaLedgerEntrySchema).max(PAPARA_LEDGER_PAGE_SIZE),
  page: z.int(),
  pageItemCount: z.int(),
  totalItemCount: z.int(),
  totalPageCount: z.int(),
});

/**
 * A ledger row as a transaction: a checkout payment credited (paid) or debited back (refunded),
 * or a mass payment (our withdrawal id is its `massPaymentId`). Rows of other kinds (fees, bank
 * transfers of the merchant's own) are not ours to reconcile.
 */
export function paparaLedgerTransaction(e: PaparaLedgerEntry): ProviderTransaction | null {
  const base = {
    amount: fromPaparaAmount(Math.abs(e.amount)),
    currency: paparaCurrencyCode(e.currency) ?? String(e.currency),
    at: new Date(e.createdAt),
  };
  if (e.checkoutPaymentId) {
    return {
      ...base,
      kind: 'deposit',
      providerId: e.checkoutPaymentId,
      reference: e.checkoutPaymentReferenceId ?? null,
      status: e.amount >= 0 ? 'paid' : 'refunded',
    };
  }
  if (e.massPaymentId) {
    return { ...base, kind: 'payout', providerId: e.id, reference: e.massPaymentId, status: 'paid' };
  }
  return null;
}

/** Reads every page of `POST /account/ledgers` for [from, to). */
export async function listPaparaLedger(
  call: ReturnType<typeof paparaCall>,
  from: Date,
  to: Date,
): Promise<ProviderTransaction[]> {
  const out: ProviderTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = {
      startDate: from.toISOString(),
      endDate: to.toISOString(),
      page,
      pageSize: PAPARA_LEDGER_PAGE_SIZE,
    };
    const data = await call('POST', '/account/ledgers', paparaLedgerPageSchema, body).catch(
      (err: unknown) => {
        throw err instanceof PaparaError
          ? new GatewayUnavailableError(`papara: ledger refused (${err.code})`)
          : err;
      },
    );
    for (const e of data.items) {
      const t = paparaLedgerTransaction(e);
      if (t) out.push(t);
    }
    if (page >= data.totalPageCount || data.items.length === 0) return out;
  }
  throw new GatewayUnavailableError('papara: ledger has too many pages');
}
