import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { optionalInt } from './money-text';

/** The sports rules of a new definition, as typed (docs/decisions/012-bonuses.md, "Sports bets"). */
export type SportsForm = {
  sportsStake: boolean;
  sportsContribution: string;
  sportsMinOdds: string;
  sportsSystemBets: boolean;
};
/** Today's behaviour: no sports. */
export const SPORTS_EMPTY: SportsForm = {
  sportsStake: false,
  sportsContribution: '0',
  sportsMinOdds: '1,50',
  sportsSystemBets: false,
};

/** What the shared schema checks: '' leaves the schema's default; a comma is a decimal point. */
export const sportsBody = (f: SportsForm) => ({
  sportsStake: f.sportsStake,
  sportsContribution: optionalInt(f.sportsContribution) ?? undefined,
  sportsMinOdds: f.sportsMinOdds.trim() ? Number(f.sportsMinOdds.trim().replace(',', '.')) : undefined,
  sportsSystemBets: f.sportsSystemBets,
});

export function SportsFields({
  value,
  onChange,
  errors,
}: {
  value: SportsForm;
  onChange: (next: SportsForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('bonuses');
  const set = <K extends keyof SportsForm>(key: K, v: SportsForm[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="checks">
      <legend>{t('sports.legend')}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={value.sportsStake}
          onChange={(e) => set('sportsStake', e.target.checked)}
        />
        {t('field.sportsStake')}
      </label>
      <TextField
        label={t('field.sportsContribution')}
        inputMode="numeric"
        value={value.sportsContribution}
        onChange={(e) => set('sportsContribution', e.target.value)}
        error={errors.sportsContribution}
        hint={t('sports.contributionHint')}
      />
      <TextField
        label={t('field.sportsMinOdds')}
        inputMode="decimal"
        value={value.sportsMinOdds}
        onChange={(e) => set('sportsMinOdds', e.target.value)}
        error={errors.sportsMinOdds}
        hint={t('sports.minOddsHint')}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={value.sportsSystemBets}
          onChange={(e) => set('sportsSystemBets', e.target.checked)}
        />
        {t('field.sportsSystemBets')}
      </label>
    </fieldset>
  );
}
