import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useSiteOptions } from './api/site-options';
import { ContentTabs } from './components/content-tabs';
import { SiteOptionRow } from './components/site-option-row';

/** Every option the server reads, each with the input its type calls for. */
export default function SiteOptionsPage() {
  const { t } = useTranslation('content');
  const options = useSiteOptions();
  const canManage = useCan('content:manage');
  const [filter, setFilter] = useState('');
  const shown = (options.data ?? []).filter((o) => o.key.includes(filter.trim().toLowerCase()));
  return (
    <>
      <PageHeader title={t('tab.siteoptions')} />
      <ContentTabs />
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
      <div className="table-wrap">
        <table className="data-table" aria-busy={options.isPending || undefined}>
          <caption className="sr-only">{t('tab.siteoptions')}</caption>
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
          <tbody>
            {shown.map((o) => (
              <SiteOptionRow key={`${o.key}:${o.value}:${o.status}`} option={o} canManage={canManage} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
