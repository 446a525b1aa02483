import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { optionalInt, optionalMinor } from './money-text';

/** A free-rounds offer's game and provider template, as typed (docs/decisions/099-free-rounds.md). */
export type FreeRoundsForm = {
  freeRoundsGameCode: string;
  freeRoundsPrepaidUuid: string;
  freeRoundsBetValue: string;
  freeRoundsCount: string;
};
export const FREE_ROUNDS_EMPTY: FreeRoundsForm = {
  freeRoundsGameCode: '',
  freeRoundsPrepaidUuid: '',
  freeRoundsBetValue: '',
  freeRoundsCount: '',
};

/** Empty boxes are null (other kinds); the round's value is typed in lira and sent in kuruş. */
export const freeRoundsBody = (f: FreeRoundsForm) => ({
  freeRoundsGameCode: f.freeRoundsGameCode.trim() || null,
  freeRoundsPrepaidUuid: f.freeRoundsPrepaidUuid.trim() || null,
  freeRoundsBetValue: optionalMinor(f.freeRoundsBetValue),
  freeRoundsCount: optionalInt(f.freeRoundsCount),
});

type Props = {
  register: (name: keyof FreeRoundsForm) => UseFormRegisterReturn;
  errorOf: (name: keyof FreeRoundsForm) => string | undefined;
};

/** Shown only for the free-rounds kind. */
export function FreeRoundsFields({ register, errorOf }: Props) {
  const { t } = useTranslation('bonuses');
  const field = (key: keyof FreeRoundsForm, inputMode?: 'decimal' | 'numeric', hint?: string) => (
    <TextField
      label={t(`field.${key}`)}
      inputMode={inputMode}
      {...register(key)}
      error={errorOf(key)}
      hint={hint}
    />
  );
  return (
    <fieldset className="checks">
      <legend>{t('freeRounds.legend')}</legend>
      {field('freeRoundsGameCode', undefined, t('freeRounds.gameHint'))}
      {field('freeRoundsPrepaidUuid', undefined, t('freeRounds.prepaidHint'))}
      {field('freeRoundsBetValue', 'decimal')}
      {field('freeRoundsCount', 'numeric')}
    </fieldset>
  );
}
