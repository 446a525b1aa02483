import type { AdminCustomerProtection } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Badge, DateTime } from '@/components/display';
import { Lira } from './lira';

type Limit = AdminCustomerProtection['limits'][number];

/** Lira for money limits; minutes for the session limit. */
export function Amount({ kind, value }: { kind: Limit['kind']; value: number | null }) {
  const { t } = useTranslation('player360');
  if (value === null) return <span>—</span>;
  return kind === 'session' ? <span>{t('minutes', { n: value })}</span> : <Lira value={value} />;
}

/** Every limit row, the player's and the staff's; the lower of a pair is the one in force. */
export function LimitsTable({ limits }: { limits: Limit[] }) {
  const { t } = useTranslation('player360');
  if (limits.length === 0) return <p className="hint">{t('noLimits')}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="sr-only">{t('limits')}</caption>
        <thead>
          <tr>
            {['kind', 'period', 'value', 'used', 'setBy', 'reason', 'state', 'resetsAt'].map((c) => (
              <th key={c} scope="col">
                {t(`col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {limits.map((l) => (
            <tr key={`${l.kind}-${l.period}-${l.setBy}`}>
              <td>{t(`kind.${l.kind}`)}</td>
              <td>{t(`period.${l.period}`)}</td>
              <td>
                <Amount kind={l.kind} value={l.value} />
              </td>
              <td>
                <Amount kind={l.kind} value={l.used} />
              </td>
              <td>{l.staff ? `${t('source.staff')}: ${l.staff}` : t(`source.${l.setBy}`)}</td>
              <td>{l.reason ?? '—'}</td>
              <td>{l.inForce ? <Badge tone="good">{t('inForce')}</Badge> : <Badge>{t('higher')}</Badge>}</td>
              <td>
                <DateTime iso={l.resetsAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
