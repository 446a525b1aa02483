import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Badge, DateTime } from '@/components/display';
import { paths } from '@/lib/paths';
import type { ProtectionRows } from '../api/get-protection';
import { actionsHeader } from '@/components/columns';

type Exclusion = ProtectionRows['exclusions'];
type Flag = ProtectionRows['flags'];
type Lift = ProtectionRows['lift-requests'];

const at = <T,>(id: string, header: string, get: (r: T) => string | null): ColumnDef<T, unknown> => ({
  id,
  header,
  cell: ({ row }) => <DateTime iso={get(row.original)} />,
});

/** Time-outs, self-exclusions, closures and register hits: where each came from, live or over. */
export function exclusionColumns(t: TFunction): ColumnDef<Exclusion, unknown>[] {
  return [
    { id: 'kind', header: t('col.kind'), cell: ({ row }) => t(`block.${row.original.kind}`) },
    { id: 'period', header: t('col.period'), cell: ({ row }) => row.original.period ?? '—' },
    at('startsAt', t('col.startsAt'), (r) => r.startsAt),
    {
      id: 'endsAt',
      header: t('col.endsAt'),
      cell: ({ row }) =>
        row.original.endsAt ? <DateTime iso={row.original.endsAt} /> : t(`openEnd.${row.original.kind}`),
    },
    {
      id: 'source',
      header: t('col.source'),
      cell: ({ row }) => {
        const r = row.original;
        if (r.register) return t('source.registerName', { name: r.register.toUpperCase() });
        return r.staff ? `${t(`source.${r.source}`)}: ${r.staff}` : t(`source.${r.source}`);
      },
    },
    { id: 'reason', header: t('col.reason'), cell: ({ row }) => row.original.reason ?? '—' },
    {
      id: 'active',
      header: t('col.state'),
      cell: ({ row }) =>
        row.original.active ? <Badge tone="bad">{t('active')}</Badge> : <Badge>{t('over')}</Badge>,
    },
  ];
}

/** Markers of harm; an open one links to the flags queue for staff who may close it. */
export function flagColumns(t: TFunction): ColumnDef<Flag, unknown>[] {
  return [
    at('createdAt', t('col.raisedAt'), (r) => r.createdAt),
    { id: 'kind', header: t('col.kind'), cell: ({ row }) => t(`compliance:flagKind.${row.original.kind}`) },
    {
      id: 'severity',
      header: t('col.severity'),
      cell: ({ row }) =>
        row.original.severity === 'strong' ? (
          <Badge tone="bad">{t('severity.strong')}</Badge>
        ) : (
          <Badge>{t('severity.weak')}</Badge>
        ),
    },
    {
      id: 'reviewed',
      header: t('col.reviewed'),
      cell: ({ row }) =>
        row.original.reviewedAt ? (
          <>
            <DateTime iso={row.original.reviewedAt} /> {row.original.reviewedBy}
          </>
        ) : (
          <Badge tone="warn">{t('open')}</Badge>
        ),
    },
    {
      ...actionsHeader(t),
      cell: ({ row }) =>
        row.original.allowedActions.includes('review') && <Link to={paths.flags}>{t('reviewFlag')}</Link>,
    },
  ];
}

/** Lift requests (docs/rules.md R30) with the four-eyes progress; the decision is the compliance screen's. */
export function liftColumns(t: TFunction, customerId: string): ColumnDef<Lift, unknown>[] {
  return [
    at('requestedAt', t('col.requestedAt'), (r) => r.requestedAt),
    { id: 'status', header: t('col.state'), cell: ({ row }) => t(`lift.${row.original.status}`) },
    {
      id: 'reason',
      header: t('col.playerReason'),
      cell: ({ row }) => <span className="wrap">{row.original.reason}</span>,
    },
    {
      id: 'approvals',
      header: t('col.approvals'),
      cell: ({ row }) =>
        [row.original.firstApprover, row.original.secondApprover].filter(Boolean).join(', ') || '—',
    },
    at('effectiveAt', t('col.effectiveAt'), (r) => r.effectiveAt),
    {
      id: 'rejected',
      header: t('col.rejection'),
      cell: ({ row }) =>
        row.original.rejectedBy ? `${row.original.rejectedBy}: ${row.original.rejectReason ?? ''}` : '—',
    },
    {
      ...actionsHeader(t),
      cell: ({ row }) =>
        row.original.allowedActions.length > 0 && (
          <Link to={`${paths.liftRequests}?status=pending&customerId=${customerId}`}>{t('decideLift')}</Link>
        ),
    },
  ];
}
