import type { MarginSetting } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/me';
import { useMargins } from './api/margins';
import { DeskTabs } from './components/desk-tabs';
import { type MarginDraft, MarginForm } from './components/margin-form';

/** Basis points as a signed percentage of margin: 150 is "+1.50%". */
const percent = (bp: number) => `${bp > 0 ? '+' : ''}${(bp / 100).toFixed(2)}%`;

/** The margins in force, the most specific winning; a trader sets, changes or clears one here. */
export default function MarginsPage() {
  const { t } = useTranslation('sportsbook');
  const canTrade = useCan('sportsbook:trade');
  const margins = useMargins();
  const [draft, setDraft] = useState<MarginDraft | null>(null);
  const scopeName = (m: MarginSetting) =>
    m.scope === 'sport' ? t(`sport.${m.key}`, { defaultValue: m.key }) : m.key;
  return (
    <>
      <PageHeader title={t('margins.title')}>
        <p className="muted">{t('margins.subtitle')}</p>
      </PageHeader>
      <DeskTabs />
      {!canTrade ? (
        <p className="muted">{t('margins.noPermission')}</p>
      ) : (
        <>
          {margins.data?.length === 0 && <p className="muted">{t('margins.none')}</p>}
          <div className="table-wrap">
            <table className="data-table">
              <caption className="sr-only">{t('margins.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('margins.scope')}</th>
                  <th scope="col">{t('margins.key')}</th>
                  <th scope="col">{t('margins.bp')}</th>
                  <th scope="col">{t('margins.reason')}</th>
                  <th scope="col">{t('margins.setBy')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('margins.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {margins.data?.map((m) => (
                  <tr key={`${m.scope}|${m.key}`}>
                    <td>{t(`margins.scope.${m.scope}`)}</td>
                    <td>{scopeName(m)}</td>
                    <td>
                      {percent(m.marginBp)} <span className="muted">({m.marginBp})</span>
                    </td>
                    <td>{m.reason}</td>
                    <td>
                      {m.updatedBy} <span className="muted">{formatDateTime(m.updatedAt)}</span>
                    </td>
                    <td>
                      <Button
                        aria-label={t('margins.change', { name: scopeName(m) })}
                        onClick={() => setDraft({ scope: m.scope, key: m.key, marginBp: String(m.marginBp) })}
                      >
                        {t('margins.changeShort')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MarginForm draft={draft} />
        </>
      )}
    </>
  );
}
