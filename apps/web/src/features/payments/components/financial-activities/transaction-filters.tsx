import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { KIND_OPTIONS, kindKey, STATUS_OPTIONS, statusKey } from '../../lib/transaction-names';
import { historyStyles as history } from '@/components/ui/history-table/history-list';

export type Filters = { kind: number; status: number; from: string; to: string };
export const NO_FILTERS: Filters = { kind: 0, status: 0, from: '', to: '' };

type Props = { value: Filters; onApply: (filters: Filters) => void };

/** Kind, status and a date range; applied with Filter, cleared with Clear. */
export function TransactionFilters({ value, onApply }: Props) {
  const { t } = useTranslation('payments');
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form className={history.filters} onSubmit={submit} aria-label={t('activities.filters')}>
      <FormField label={t('activities.kind')}>
        <select value={draft.kind} onChange={(e) => set({ kind: Number(e.target.value) })}>
          {KIND_OPTIONS.map(([, v]) => (
            <option key={v} value={v}>
              {t(kindKey(v))}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('activities.status')}>
        <select value={draft.status} onChange={(e) => set({ status: Number(e.target.value) })}>
          {STATUS_OPTIONS.map(([, v]) => (
            <option key={v} value={v}>
              {t(statusKey(v))}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('activities.from')}>
        <input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </FormField>
      <FormField label={t('activities.to')}>
        <input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </FormField>
      <div className={history.filterActions}>
        <Button type="submit">{t('activities.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('activities.clear')}
        </Button>
      </div>
    </form>
  );
}
