import { RECONCILIATION_FLAG_KINDS } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/field';
import { useListParams } from '@/components/use-list-params';

/** The flags list's filters, kept in the URL: provider, UTC day, kind, open or resolved. */
export function ReconciliationFilters({ providers }: { providers: string[] }) {
  const { t } = useTranslation('reconciliation');
  const { params, update } = useListParams({ take: 25 });
  const f = params.filters;
  const state = f.state === 'resolved' ? 'resolved' : 'open';
  const all = [{ value: '', label: t('all') }];
  return (
    <div className="filters">
      <SelectField
        label={t('provider')}
        value={f.provider ?? ''}
        onChange={(e) => update({ skip: 0, filters: { provider: e.target.value } })}
        options={[...all, ...providers.map((p) => ({ value: p, label: p }))]}
      />
      <TextField
        label={t('day')}
        type="date"
        value={f.day ?? ''}
        onChange={(e) => update({ skip: 0, filters: { day: e.target.value } })}
      />
      <SelectField
        label={t('kind')}
        value={f.kind ?? ''}
        onChange={(e) => update({ skip: 0, filters: { kind: e.target.value } })}
        options={[...all, ...RECONCILIATION_FLAG_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
      />
      <SelectField
        label={t('state')}
        value={state}
        onChange={(e) => update({ skip: 0, filters: { state: e.target.value } })}
        options={[
          { value: 'open', label: t('open') },
          { value: 'resolved', label: t('resolved') },
        ]}
      />
    </div>
  );
}
