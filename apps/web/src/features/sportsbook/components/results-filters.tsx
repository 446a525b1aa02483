import { type Sport, SPORTS } from '@lalebet/shared/sportsbook';
import type { ResultsPage } from '@lalebet/shared/sportsbook-results';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioChips } from '@/components/ui/radio-chips';
import { todayKey, yesterdayKey } from '../lib/result-days';
import styles from './results.module.css';

export type ResultsChoice = { sport: Sport | null; day: string; tournament: string | null };

type Props = {
  choice: ResultsChoice;
  /** The leagues with results under the chosen sport and day (the API's `tournaments`). */
  leagues: ResultsPage['tournaments'];
  onChange: (next: ResultsChoice) => void;
};

/**
 * The results page's filters: sport (chips), day (today, yesterday or any earlier date) and league
 * (a list of the leagues that have results then). A new sport or day clears the league.
 */
export function ResultsFilters({ choice, leagues, onChange }: Props) {
  const { t } = useTranslation('sportsbook');
  const dateId = useId();
  const leagueId = useId();
  const today = todayKey();
  const yesterday = yesterdayKey();
  const sports = [
    { value: 'all', label: t('nav.all') },
    ...SPORTS.map((s) => ({ value: s, label: t(`sport.${s}`) })),
  ];
  const days = [
    { value: today, label: t('day.today') },
    { value: yesterday, label: t('day.yesterday') },
  ];
  const chosenLeague = leagues.some((l) => l.id === choice.tournament) ? choice.tournament : null;

  return (
    <div className={styles.filters}>
      <RadioChips
        legend={t('results.sport')}
        options={sports}
        value={choice.sport ?? 'all'}
        onChange={(v) =>
          onChange({ sport: v === 'all' ? null : (v as Sport), day: choice.day, tournament: null })
        }
      />
      <div className={styles.dayRow}>
        <RadioChips
          legend={t('results.day')}
          options={days}
          value={choice.day}
          onChange={(day) => onChange({ ...choice, day, tournament: null })}
        />
        <label className={styles.field} htmlFor={dateId}>
          <span>{t('results.date')}</span>
          <input
            id={dateId}
            type="date"
            value={choice.day}
            max={today}
            required
            onChange={(e) => e.target.value && onChange({ ...choice, day: e.target.value, tournament: null })}
          />
        </label>
      </div>
      <label className={styles.field} htmlFor={leagueId}>
        <span>{t('results.league')}</span>
        <select
          id={leagueId}
          value={chosenLeague ?? ''}
          onChange={(e) => onChange({ ...choice, tournament: e.target.value || null })}
        >
          <option value="">{t('results.allLeagues')}</option>
          {leagues.map((l) => (
            <option key={l.id} value={l.id}>
              {`${l.name} (${l.eventCount})`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
