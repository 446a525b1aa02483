import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProtectionList, useProtectionOverview } from '../api/get-protection';
import { LimitsTable } from './limits-table';
import { exclusionColumns, flagColumns, liftColumns } from './protection-columns';
import { ProtectionActions } from './protection-actions';
import { ProtectionSettings } from './protection-settings';
import { SECTION_TAKE, SectionTable } from './section-table';

/**
 * Player 360's Protection tab. Staff with `protection` may add or lower a limit and impose a
 * time-out here; flag reviews and lift decisions are on the compliance screens it links to.
 */
export function ProtectionTab({ id, canManage }: { id: string; canManage: boolean }) {
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
      {canManage && <ProtectionActions id={id} limits={v?.limits ?? []} />}
      <section aria-labelledby="rg-limits">
        <h3 id="rg-limits">{t('limits')}</h3>
        {overview.error && <p role="alert">{overview.error.message}</p>}
        {v && <LimitsTable limits={v.limits} />}
      </section>
      {v && <ProtectionSettings v={v} />}
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
