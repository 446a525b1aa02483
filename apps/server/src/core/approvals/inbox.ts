import {
  APPROVAL_KINDS,
  APPROVAL_PERMISSIONS,
  type ApprovalItem,
  type ApprovalKind,
  type Locale,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countOpenApprovals, openApprovalRefs } from './approvals.repository.ts';
import type { Approver } from './kinds.ts';

/** What a kind supplies to the approvals inbox: its requests `ids`, as `viewer` sees them. */
export type ApprovalDescriber = (
  db: Kysely<Database>,
  ids: bigint[],
  viewer: Approver,
  locale: Locale,
  now: Date,
) => Promise<ApprovalItem[]>;

/**
 * Filled by each kind's module when its routes register (modules do not import each other,
 * so the inbox cannot call them by name). The same functions on every app built in a process.
 */
const describers = new Map<ApprovalKind, ApprovalDescriber>();

export function describeApprovals(kind: ApprovalKind, describer: ApprovalDescriber): void {
  describers.set(kind, describer);
}

/** The kinds `viewer` may decide: those whose approving permission they hold. */
export function approvableKinds(viewer: Pick<Approver, 'permissions'>): ApprovalKind[] {
  return APPROVAL_KINDS.filter((k) => viewer.permissions.has(APPROVAL_PERMISSIONS[k]));
}

/** "Approvals waiting for me": how many, across every kind the viewer may decide. */
export function countApprovalsWaiting(db: Kysely<Database>, viewer: Approver, now: Date): Promise<number> {
  return countOpenApprovals(db, approvableKinds(viewer), viewer, now);
}

/** One page of the approvals inbox, every kind mixed in the order asked for. */
export async function approvalsWaiting(
  db: Kysely<Database>,
  viewer: Approver,
  locale: Locale,
  now: Date,
  page: { skip: number; take: number; sort: 'requestedAt' | 'amount'; order: 'asc' | 'desc' },
): Promise<{ items: ApprovalItem[]; total: number }> {
  const kinds = approvableKinds(viewer).filter((k) => describers.has(k));
  const { refs, total } = await openApprovalRefs(db, kinds, viewer, now, page);
  const described = new Map<string, ApprovalItem>();
  for (const kind of kinds) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => BigInt(r.id));
    if (ids.length === 0) continue;
    for (const item of await describers.get(kind)!(db, ids, viewer, locale, now)) {
      described.set(`${item.kind}:${item.id}`, item);
    }
  }
  const items = refs.flatMap((r) => described.get(`${r.kind}:${String(r.id)}`) ?? []);
  return { items, total };
}
