import type { UseFormRegisterReturn } from 'react-hook-form';
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

type Props = {
  register: (name: keyof SportsForm) => UseFormRegisterReturn;
  errorOf: (name: keyof SportsForm) => string | undefined;
};

export function SportsFields({ register, errorOf }: Props) {
  const { t } = useTranslation('bonuses');
  return (
    <fieldset className="checks">
      <legend>{t('sports.legend')}</legend>
      <label className="check">
        <input type="checkbox" {...register('sportsStake')} />
        {t('field.sportsStake')}
      </label>
      <TextField
        label={t('field.sportsContribution')}
        inputMode="numeric"
        {...register('sportsContribution')}
        error={errorOf('sportsContribution')}
        hint={t('sports.contributionHint')}
      />
      <TextField
        label={t('field.sportsMinOdds')}
        inputMode="decimal"
        {...register('sportsMinOdds')}
        error={errorOf('sportsMinOdds')}
        hint={t('sports.minOddsHint')}
      />
      <label className="check">
        <input type="checkbox" {...register('sportsSystemBets')} />
        {t('field.sportsSystemBets')}
      </label>
    </fieldset>
  );
}
