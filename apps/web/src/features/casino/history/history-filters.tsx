import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { type DateRange, isRangeValid, lastDays } from './date-range';
import { historyStyles as history } from '@/components/ui/history-table/history-list';
import styles from './game-history.module.css';

type Props = { value: DateRange; onApply: (range: DateRange) => void };

/** From / to days, applied with Filter; "Last 7 days" goes back to the default. */
export function HistoryFilters({ value, onApply }: Props) {
  const { t } = useTranslation('play');
  const [draft, setDraft] = useState(value);
  const valid = isRangeValid(draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onApply(draft);
  };
  const reset = () => {
    const range = lastDays();
    setDraft(range);
    onApply(range);
  };

  return (
    <form className={history.filters} onSubmit={submit} aria-label={t('history.filters')} noValidate>
      <FormField label={t('history.from')}>
        <input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
      </FormField>
      <FormField label={t('history.to')}>
        <input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
      </FormField>
      {!valid && (
        <p className={styles.rangeError} role="alert">
          {t('history.rangeInvalid')}
        </p>
      )}
      <div className={history.filterActions}>
        <Button type="submit" disabled={!valid}>
          {t('history.apply')}
        </Button>
        <Button variant="secondary" onClick={reset}>
          {t('history.reset')}
        </Button>
      </div>
    </form>
  );
}
