import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { usePolicyOptions } from './api/policy-options';
import { useSiteOptions } from './api/site-options';
import { ContentTabs } from './components/content-tabs';
import { SiteOptionRow } from './components/site-option-row';

function Head() {
  const { t } = useTranslation('content');
  return (
    <thead>
      <tr>
        <th scope="col">{t('options.key')}</th>
        <th scope="col">{t('options.value')}</th>
        <th scope="col">{t('options.enabled')}</th>
        <th scope="col">
          <span className="sr-only">{t('common:actions')}</span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * Policy settings (docs/decisions/043-policy-settings.md): shown only to policy:manage holders;
 * saving needs step-up, and a loosening change waits for a second person.
 */
function PolicySection({ filter }: { filter: string }) {
  const { t } = useTranslation('content');
  const options = usePolicyOptions(true);
  const shown = (options.data ?? []).filter((o) => o.key.includes(filter));
  return (
    <section aria-labelledby="policy-settings">
      <h2 id="policy-settings">{t('policy.title')}</h2>
      <p className="muted">{t('policy.intro')}</p>
      {options.error && (
        <p className="alert alert-bad" role="alert">
          {options.error.message}
        </p>
      )}
      <div className="table-wrap">
        <table className="data-table" aria-busy={options.isPending || undefined}>
          <caption className="sr-only">{t('policy.title')}</caption>
          <Head />
          <tbody>
            {shown.map((o) => (
              <SiteOptionRow
                key={`${o.key}:${o.value}:${o.status}:${o.pending.length}`}
                option={o}
                policy={o}
                canManage
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Every content option the server reads, each with the input its type calls for; then the policy settings. */
export default function SiteOptionsPage() {
  const { t } = useTranslation('content');
  const canView = useCan('content:view');
  const options = useSiteOptions(canView);
  const canManage = useCan('content:manage');
  const canPolicy = useCan('policy:manage');
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (options.data ?? []).filter((o) => o.key.includes(needle));
  return (
    <>
      <PageHeader title={t(canView ? 'tab.siteoptions' : 'policy.title')} />
      {canView && <ContentTabs />}
      <div className="filters">
        <div className="field">
          <label htmlFor="option-filter">{t('common:action.search')}</label>
          <input
            id="option-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      </div>
      {options.error && (
        <p className="alert alert-bad" role="alert">
          {options.error.message}
        </p>
      )}
      {canView && (
        <div className="table-wrap">
          <table className="data-table" aria-busy={options.isPending || undefined}>
            <caption className="sr-only">{t('tab.siteoptions')}</caption>
            <Head />
            <tbody>
              {shown.map((o) => (
                <SiteOptionRow key={`${o.key}:${o.value}:${o.status}`} option={o} canManage={canManage} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canPolicy && <PolicySection filter={needle} />}
    </>
  );
}
