import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioChips } from '@/components/ui/radio-chips';
import { useLocale } from '@/hooks/use-locale';
import { fixtureDayKey, formatFixtureDay } from '@/lib/format';
import { type DayChoice, parseDay } from '../lib/day-filter';
import styles from './sportsbook.module.css';

type Props = { day: DayChoice | null; onChange: (day: DayChoice | null) => void };

/** Today / tomorrow / a date of one's choice, above an upcoming list; "All" clears it. */
export function DayFilter({ day, onChange }: Props) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const [today] = useState(() => fixtureDayKey(Date.now()));
  const date = day && day !== 'today' && day !== 'tomorrow' ? day : null;
  const options = [
    { value: 'all', label: t('dayFilter.all') },
    { value: 'today', label: t('day.today') },
    { value: 'tomorrow', label: t('day.tomorrow') },
    // Noon, so the label is the chosen day in any time zone.
    ...(date ? [{ value: date, label: formatFixtureDay(`${date}T12:00:00+03:00`, locale) }] : []),
  ];
  return (
    <div className={styles.dayFilter}>
      <RadioChips
        legend={t('dayFilter.label')}
        options={options}
        value={day ?? 'all'}
        onChange={(v) => onChange(v === 'all' ? null : parseDay(v))}
      />
      <label className={styles.datePick}>
        <span>{t('dayFilter.date')}</span>
        <input
          type="date"
          min={today}
          value={date ?? ''}
          onChange={(e) => onChange(parseDay(e.target.value))}
        />
      </label>
    </div>
  );
}
