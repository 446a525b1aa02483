import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { Badge, DateTime } from '@/components/display';
import { SelectField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { useCan } from '@/lib/me';
import { useRegisterStatus } from './api/get-register-status';
import { useRegisterCheck } from './api/post-register-check';
import { registerColumns } from './components/register-columns';

/**
 * National registers (docs/decisions/032-national-registers.md): each register's health (the
 * alert metric of docs/rules.md R33), and players blocked by a register or whose last lookup failed.
 */
export default function RegistersPage() {
  const { t } = useTranslation('compliance');
  const { params, update, query } = useListParams({ take: 25, sort: 'updatedAt' });
  const list = useRegisterStatus(query);
  const canCheck = useCan('protection:manage');
  const check = useRegisterCheck();

  const columns = registerColumns({ t, canCheck, check });

  return (
    <>
      <PageHeader title={t('registers.title')}>
        <p className="muted">{t('registers.subtitle')}</p>
      </PageHeader>
      <ul className="queue-grid" aria-label={t('registers.health')}>
        {list.data?.health.map((h) => (
          <li key={h.register} className="queue-card">
            <strong>{t(`register.${h.register}`)}</strong>
            {!h.configured ? (
              <Badge tone="bad">{t('registers.notConfigured')}</Badge>
            ) : h.consecutiveFailures > 0 ? (
              <Badge tone="bad">{t('registers.failing', { count: h.consecutiveFailures })}</Badge>
            ) : (
              <Badge tone="good">{t('registers.healthy')}</Badge>
            )}
            <span className="muted">
              {t('registers.failures', { count: h.failures })} · {t('registers.lastOk')}{' '}
              <DateTime iso={h.lastOkAt} />
            </span>
          </li>
        ))}
      </ul>
      {check.isError && (
        <p className="alert alert-bad" role="alert">
          {check.error.message}
        </p>
      )}
      {check.data && (
        <p className="alert" role="status">
          {t(`registers.outcome.${check.data.outcome}`)}
        </p>
      )}
      <div className="filters">
        <SelectField
          label={t('registers.register')}
          value={params.filters.register ?? ''}
          onChange={(e) => update({ filters: { register: e.target.value } })}
          options={[
            { value: '', label: t('registers.all') },
            { value: 'gamstop', label: t('register.gamstop') },
            { value: 'spelpaus', label: t('register.spelpaus') },
          ]}
        />
        <SelectField
          label={t('registers.state')}
          value={params.filters.state ?? 'all'}
          onChange={(e) => update({ filters: { state: e.target.value } })}
          options={[
            { value: 'all', label: t('registers.all') },
            { value: 'excluded', label: t('registers.excluded') },
            { value: 'error', label: t('registers.failed') },
          ]}
        />
      </div>
      <DataTable
        caption={t('registers.title')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        sortable={['updatedAt']}
        rowKey={(r) => r.customerId}
      />
    </>
  );
}
