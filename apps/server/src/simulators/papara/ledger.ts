import { z } from 'zod';
import {
  PAPARA_LEDGER_PAGE_SIZE,
  type PaparaLedgerEntry,
} from '../../infra/payment-gateway/papara-ledger.ts';
import { PAPARA_CURRENCY } from '../../infra/payment-gateway/papara-protocol.ts';

/** `POST /account/ledgers` as Papara's client sends it: a date range and a page (1-based, ≤ 50 rows). */
export const ledgerQueryBody = z.object({
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  page: z.int().min(1),
  pageSize: z.int().min(1).max(PAPARA_LEDGER_PAGE_SIZE),
  entryType: z.int().optional(),
});

/** The simulator's entry types: a checkout payment, a mass payment, a refund of a payment. */
export const SIM_ENTRY = { checkout: 4, massPayment: 5, refund: 8 } as const;

/** The merchant account's ledger: one row per money movement, in booking order. */
export function createPaparaLedger(now: () => Date) {
  const rows: PaparaLedgerEntry[] = [];
  let nextId = 1;
  return {
    rows: rows as readonly Readonly<PaparaLedgerEntry>[],
    book(entry: {
      entryType: number;
      amount: number;
      massPaymentId?: string;
      checkoutPaymentId?: string;
      checkoutPaymentReferenceId?: string;
    }) {
      rows.push({
        id: String(nextId++),
        createdAt: now().toISOString(),
        currency: PAPARA_CURRENCY.TRY,
        massPaymentId: null,
        checkoutPaymentId: null,
        checkoutPaymentReferenceId: null,
        ...entry,
      });
    },
    page(q: z.infer<typeof ledgerQueryBody>) {
      const from = Date.parse(q.startDate);
      const to = Date.parse(q.endDate);
      const all = rows.filter((r) => {
        const at = Date.parse(r.createdAt);
        return at >= from && at < to && (q.entryType === undefined || r.entryType === q.entryType);
      });
      const items = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      return {
        items,
        page: q.page,
        pageItemCount: items.length,
        totalItemCount: all.length,
        totalPageCount: Math.ceil(all.length / q.pageSize),
        pageSkip: (q.page - 1) * q.pageSize,
      };
    },
  };
}
