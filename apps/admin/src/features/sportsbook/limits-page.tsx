import type { ScopeLimit } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Money } from '@/components/display';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/me';
import { useScopeLimits } from './api/get-scope-limits';
import { DeskTabs } from './components/desk-tabs';
import { type ScopeLimitDraft, ScopeLimitForm } from './components/scope-limit-form';

const box = (v: number | null) => (v === null ? '' : String(v));

/** The stake and liability limits per scope in force; a holder of sportsbook:limits changes them. */
export default function LimitsPage() {
  const { t } = useTranslation('sportsbook');
  const canSet = useCan('sportsbook:limits');
  const limits = useScopeLimits();
  const [draft, setDraft] = useState<ScopeLimitDraft | null>(null);
  const scopeName = (l: ScopeLimit) =>
    l.scope === 'sport' ? t(`sport.${l.key}`, { defaultValue: l.key }) : l.key;
  const change = (l: ScopeLimit) =>
    setDraft({ scope: l.scope, key: l.key, maxStake: box(l.maxStake), maxLiability: box(l.maxLiability) });
  return (
    <>
      <PageHeader title={t('limits.title')}>
        <p className="muted">{t('limits.subtitle')}</p>
      </PageHeader>
      <DeskTabs />
      {limits.data?.length === 0 && <p className="muted">{t('limits.none')}</p>}
      <div className="table-wrap">
        <table className="data-table">
          <caption className="sr-only">{t('limits.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('margins.scope')}</th>
              <th scope="col">{t('margins.key')}</th>
              <th scope="col">{t('limits.maxStake')}</th>
              <th scope="col">{t('limits.maxLiability')}</th>
              <th scope="col">{t('margins.reason')}</th>
              <th scope="col">{t('margins.setBy')}</th>
              {canSet && (
                <th scope="col">
                  <span className="sr-only">{t('margins.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {limits.data?.map((l) => (
              <tr key={`${l.scope}|${l.key}`}>
                <td>{t(`margins.scope.${l.scope}`)}</td>
                <td>{scopeName(l)}</td>
                <td>{l.maxStake === null ? '—' : <Money minor={l.maxStake * 100} />}</td>
                <td>{l.maxLiability === null ? '—' : <Money minor={l.maxLiability * 100} />}</td>
                <td>{l.reason}</td>
                <td>
                  {l.updatedBy} <span className="muted">{formatDateTime(l.updatedAt)}</span>
                </td>
                {canSet && (
                  <td>
                    <Button aria-label={t('limits.change', { name: scopeName(l) })} onClick={() => change(l)}>
                      {t('margins.changeShort')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canSet ? <ScopeLimitForm draft={draft} /> : <p className="muted">{t('limits.noPermission')}</p>}
    </>
  );
}
