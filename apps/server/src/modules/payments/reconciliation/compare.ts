import type { ProviderTransaction } from '../../../infra/payment-gateway/gateway.ts';

export type RecStatus = ProviderTransaction['status'];
/** One side's view of a deposit or payout, keyed the same way on both sides. */
export type RecItem = {
  kind: 'deposit' | 'payout';
  /** Our deposit or withdrawal id; null on their side when the row does not carry it. */
  reference: string | null;
  providerId: string | null;
  amount: bigint;
  currency: string;
  status: RecStatus;
  at: Date;
};
export type FlagKind = 'missing_ours' | 'missing_theirs' | 'amount_differs' | 'status_differs';
export type RecFlag = {
  kind: FlagKind;
  /** `deposit:<our id>` or `payout:<our id>`, else `deposit:p:<provider id>`: one flag per subject and kind. */
  subject: string;
  ours: RecItem | null;
  theirs: RecItem | null;
};

/** Statuses where money moved (or moved back): a subject where neither side has one is not compared. */
const MOVED: ReadonlySet<RecStatus> = new Set(['paid', 'refunded', 'chargeback']);
const REVERSED: ReadonlySet<RecStatus> = new Set(['refunded', 'chargeback']);

const keyOf = (i: RecItem) => (i.reference ? `${i.kind}:${i.reference}` : `${i.kind}:p:${i.providerId}`);
const inWindow = (i: RecItem, w: { from: Date; to: Date }) => i.at >= w.from && i.at < w.to;

/**
 * A provider that books a refund as a row of its own gives two rows for one deposit: the amount
 * is the payment's, the status the furthest (a reversal wins over paid; else the latest row).
 */
function fold(rows: RecItem[]): RecItem {
  const paid = rows.find((r) => r.status === 'paid');
  const reversed = rows.find((r) => REVERSED.has(r.status));
  const last = rows[rows.length - 1]!;
  return { ...(paid ?? last), status: (reversed ?? last).status, at: (reversed ?? last).at };
}

function byKey(items: RecItem[], ours: Map<string, RecItem>, byProviderId: Map<string, RecItem>) {
  const groups = new Map<string, RecItem[]>();
  for (const t of items) {
    // Their row without our reference: matched through the provider's id we stored.
    const mine = !t.reference && t.providerId ? byProviderId.get(`${t.kind}:${t.providerId}`) : undefined;
    const key = mine ? keyOf(mine) : keyOf(t);
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return new Map([...groups].map(([k, rows]) => [k, fold(rows)]));
}

/**
 * The daily comparison (docs/decisions/098-payment-reconciliation.md), pure. `theirs` is the
 * provider's list over a window padded by a day each side and `ours` every row that may match,
 * so a payment made at 23:59 and booked at 00:01 is not missing on either side; only subjects
 * with a row in the day itself are compared. A flag per difference: missing on our side, missing
 * on theirs, amount differs, status differs (a payout they failed that we paid, a refund they
 * made that our ledger does not carry).
 */
export function reconcile(input: {
  ours: RecItem[];
  theirs: RecItem[];
  window: { from: Date; to: Date };
}): RecFlag[] {
  const ours = new Map(input.ours.map((o) => [keyOf(o), o]));
  const byProviderId = new Map(
    input.ours.filter((o) => o.providerId).map((o) => [`${o.kind}:${o.providerId}`, o]),
  );
  const theirs = byKey(input.theirs, ours, byProviderId);
  const subjects = new Set<string>();
  for (const [k, t] of theirs) if (inWindow(t, input.window)) subjects.add(k);
  for (const [k, o] of ours) if (inWindow(o, input.window)) subjects.add(k);
  const flags: RecFlag[] = [];
  for (const subject of [...subjects].sort()) {
    const o = ours.get(subject) ?? null;
    const t = theirs.get(subject) ?? null;
    if (!(o && MOVED.has(o.status)) && !(t && MOVED.has(t.status))) continue;
    const flag = (kind: FlagKind) => flags.push({ kind, subject, ours: o, theirs: t });
    if (!o) flag('missing_ours');
    else if (!t) flag('missing_theirs');
    else {
      if (o.amount !== t.amount || o.currency !== t.currency) flag('amount_differs');
      if (o.status !== t.status) flag('status_differs');
    }
  }
  return flags;
}
