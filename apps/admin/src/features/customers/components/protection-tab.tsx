import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, DateTime } from '@/components/display';
import { useProtectionList, useProtectionOverview } from '../api/get-protection';
import { Amount, LimitsTable } from './limits-table';
import { exclusionColumns, flagColumns, liftColumns } from './protection-columns';
import { SECTION_TAKE, SectionTable } from './section-table';

/** Player 360's Protection tab: read-only; actions are on the compliance screens it links to. */
export function ProtectionTab({ id }: { id: string }) {
  const { t } = useTranslation(['player360', 'compliance']);
  const overview = useProtectionOverview(id);
  const [skips, setSkips] = useState({ exclusions: 0, flags: 0, lifts: 0 });
  const paging = (skip: number) => ({ skip, take: SECTION_TAKE });
  const exclusions = useProtectionList(id, 'exclusions', paging(skips.exclusions));
  const flags = useProtectionList(id, 'flags', paging(skips.flags));
  const lifts = useProtectionList(id, 'lift-requests', paging(skips.lifts));
  const cols = useMemo(
    () => ({ exclusions: exclusionColumns(t), flags: flagColumns(t), lifts: liftColumns(t, id) }),
    [t, id],
  );
  const v = overview.data;

  return (
    <div>
      <section aria-labelledby="rg-limits">
        <h3 id="rg-limits">{t('limits')}</h3>
        {overview.error && <p role="alert">{overview.error.message}</p>}
        {v && <LimitsTable limits={v.limits} />}
      </section>
      {v && v.pending.length > 0 && (
        <section aria-labelledby="rg-pending">
          <h3 id="rg-pending">{t('pending')}</h3>
          <ul>
            {v.pending.map((p) => (
              <li key={p.id}>
                {t(`kind.${p.kind}`)} · {t(`period.${p.period}`)}:{' '}
                {p.value === null ? t('removal') : <Amount kind={p.kind} value={p.value} />} —{' '}
                {t('takesEffect')} <DateTime iso={p.availableAt} />{' '}
                {p.confirmable && <Badge tone="warn">{t('confirmable')}</Badge>} ({t('lapses')}{' '}
                <DateTime iso={p.expiresAt} />)
              </li>
            ))}
          </ul>
        </section>
      )}
      {v && (
        <dl className="kv">
          <dt>{t('realityCheck')}</dt>
          <dd>
            {v.realityCheck.minutes === null ? t('off') : t('every', { n: v.realityCheck.minutes })}
            {v.realityCheck.pending && (
              <>
                {' '}
                ({t('realityPending', { n: v.realityCheck.pending.minutes })}{' '}
                <DateTime iso={v.realityCheck.pending.availableAt} />)
              </>
            )}
          </dd>
          <dt>{t('reviewPrompt')}</dt>
          <dd>{t('everyMonths', { n: v.review.months })}</dd>
          <dt>{t('register')}</dt>
          <dd>
            {v.register ? (
              <>
                {v.register.register.toUpperCase()}:{' '}
                {v.register.excluded ? (
                  <Badge tone="bad">{t('registerExcluded')}</Badge>
                ) : (
                  <Badge tone="good">{t('registerClear')}</Badge>
                )}{' '}
                {t('checkedAt')} <DateTime iso={v.register.checkedAt} />
              </>
            ) : (
              t('noRegister')
            )}
          </dd>
        </dl>
      )}
      <SectionTable
        title={t('exclusions')}
        headingId="rg-exclusions"
        columns={cols.exclusions}
        page={exclusions}
        skip={skips.exclusions}
        onSkip={(skip) => setSkips((s) => ({ ...s, exclusions: skip }))}
        rowKey={(r) => r.id}
      />
      <SectionTable
        title={t('flags')}
        headingId="rg-flags"
        columns={cols.flags}
        page={flags}
        skip={skips.flags}
        onSkip={(skip) => setSkips((s) => ({ ...s, flags: skip }))}
        rowKey={(r) => r.id}
      />
      <SectionTable
        title={t('liftRequests')}
        headingId="rg-lifts"
        columns={cols.lifts}
        page={lifts}
        skip={skips.lifts}
        onSkip={(skip) => setSkips((s) => ({ ...s, lifts: skip }))}
        rowKey={(r) => r.id}
      />
    </div>
  );
}
