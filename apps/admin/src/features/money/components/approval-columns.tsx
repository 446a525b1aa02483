import type { ApprovalItem } from '@lalebet/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateTime, Money } from '@/components/display';
import { SignedAmount } from './adjustment-columns';
import { DefinitionWorstCase, definitionWhat } from './definition-request-rows';

/**
 * The amount approving moves: an adjustment signed by its direction, a grant as given, a
 * bonus definition's worst case per player; a policy change or a staff request moves none itself.
 */
export function ApprovalAmount({ item, t }: { item: ApprovalItem; t: TFunction }) {
  if (item.kind === 'site_option' || item.kind === 'staff' || item.kind === 'scope_limits') return <>—</>;
  if (item.kind === 'adjustment') return <SignedAmount a={item} />;
  if (item.kind === 'bonus_definition') return <DefinitionWorstCase t={t} item={item} />;
  if (item.kind === 'bet_void') return <Money minor={item.payout ?? item.stake} />;
  if (item.kind === 'sports_limits')
    return item.maxPayout === null ? <>—</> : <Money minor={item.maxPayout} />;
  if (item.kind === 'manual_settlement') return <Money minor={item.stake} />;
  return <Money minor={item.amount} />;
}

/** Who the request is about: the player, the staff account, or nobody (ADRs 042, 043, 044). */
export function approvalSubject(item: ApprovalItem): string {
  if (item.kind === 'site_option' || item.kind === 'bonus_definition') return '—';
  if (item.kind === 'manual_settlement') return item.eventName;
  if (item.kind === 'scope_limits') return `${item.scope}: ${item.key}`;
  if (item.kind === 'staff') return item.username;
  return `${item.username} (#${item.customerId})`;
}

/** What approving does, in a few words: the reason, the bonus, the definition, the policy change, the roles. */
export function approvalWhat(t: TFunction, item: ApprovalItem): string {
  if (item.kind === 'site_option') return `${item.key}: ${item.before || '—'} → ${item.value || '—'}`;
  if (item.kind === 'staff') return t(`staff.${item.action}`, { roles: item.roles.join(', ') });
  if (item.kind === 'adjustment') return t(`reason.${item.reasonCode}`);
  if (item.kind === 'bet_void') return `${t('sports.void', { status: item.betStatus })}: ${item.reason}`;
  if (item.kind === 'sports_limits') return `${sportsLimitsWhat(t, item)}: ${item.reason}`;
  if (item.kind === 'manual_settlement') return `${manualSettlementWhat(t, item)}: ${item.reason}`;
  if (item.kind === 'scope_limits') return `${scopeLimitsWhat(t, item)}: ${item.reason}`;
  if (item.kind === 'debt_write_off') return `${t('debt.writeOff')}: ${item.reason}`;
  return item.kind === 'bonus_definition' ? definitionWhat(t, item) : item.definitionTitle;
}

/** A manual grade or market void in a few words: what, and which lines with which results. */
export function manualSettlementWhat(
  t: TFunction,
  item: Extract<ApprovalItem, { kind: 'manual_settlement' }>,
): string {
  const lines = item.markets
    .map((m) => {
      const name = m.specifiers ? `${m.marketId} (${m.specifiers})` : String(m.marketId);
      const results = m.outcomes.map((o) => `${o.outcomeId}=${t(`sports.result.${o.result}`)}`).join(', ');
      return results ? `${name}: ${results}` : name;
    })
    .join('; ');
  return `${t(`sports.manual.${item.action}`)} ${lines}`;
}

/** Looser sports limits in a few words: the factor, the payout cap and the sharp flag. */
export function sportsLimitsWhat(
  t: TFunction,
  item: Extract<ApprovalItem, { kind: 'sports_limits' }>,
): string {
  const cap =
    item.maxPayout === null ? t('sports.noCap') : t('sports.cap', { amount: Number(item.maxPayout) / 100 });
  return `${t('sports.factor', { factor: item.stakeFactor })}, ${cap}${item.sharp ? `, ${t('sports.sharp')}` : ''}`;
}

/** Looser scope limits in a few words: the stake and liability limits asked for (— none). */
export function scopeLimitsWhat(t: TFunction, item: Extract<ApprovalItem, { kind: 'scope_limits' }>): string {
  const v = (n: number | null) => (n === null ? '—' : `${n.toLocaleString()} ₺`);
  return t('sports.scopeLimits', { stake: v(item.maxStake), liability: v(item.maxLiability) });
}

/** The approvals inbox: every kind of request side by side. */
export function approvalColumns(t: TFunction): ColumnDef<ApprovalItem, unknown>[] {
  return [
    {
      id: 'requestedAt',
      header: t('col.requestedAt'),
      cell: ({ row }) => <DateTime iso={row.original.requestedAt} />,
    },
    { id: 'kind', header: t('col.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
    { id: 'username', header: t('col.player'), cell: ({ row }) => approvalSubject(row.original) },
    {
      id: 'amount',
      header: t('col.amount'),
      cell: ({ row }) => <ApprovalAmount item={row.original} t={t} />,
    },
    { id: 'what', header: t('col.what'), cell: ({ row }) => approvalWhat(t, row.original) },
    { id: 'requestedBy', header: t('col.requestedBy'), accessorKey: 'requestedBy' },
  ];
}
