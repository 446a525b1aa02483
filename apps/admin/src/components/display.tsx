import { formatDateTime, formatMoney } from '@/lib/format';

/** Minor units from the API, shown as lira; negative amounts marked for colour-blind users too. */
export function Money({ minor }: { minor: string | number | bigint }) {
  const text = formatMoney(minor);
  return <span className={`money${text.startsWith('−') ? ' negative' : ''}`}>{text}</span>;
}

export function DateTime({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <span>—</span>;
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'good' | 'warn' | 'bad';
  children: React.ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
