import type { AdminFreeRoundsPrepaid } from '@lalebet/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { optionalInt, optionalMinor } from './money-text';
import { PrepaidPicker } from './prepaid-picker';

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

/** A picked template as the boxes hold it: lira typed the staff member's way; open parts kept. */
export function prepaidValues(p: AdminFreeRoundsPrepaid, locale: string): Partial<FreeRoundsForm> {
  const lira = p.betValue === null ? null : (p.betValue / 100).toFixed(2);
  return {
    freeRoundsPrepaidUuid: p.prepaidUuid,
    ...(lira === null ? {} : { freeRoundsBetValue: locale === 'tr' ? lira.replace('.', ',') : lira }),
    ...(p.betCount === null ? {} : { freeRoundsCount: String(p.betCount) }),
  };
}

type Props = {
  register: (name: keyof FreeRoundsForm) => UseFormRegisterReturn;
  errorOf: (name: keyof FreeRoundsForm) => string | undefined;
  /** The game code as typed, for the template picker. */
  gameCode: string;
  /** Fills the boxes from a picked template. */
  onPick: (values: Partial<FreeRoundsForm>) => void;
};

/** Shown only for the free-rounds kind. */
export function FreeRoundsFields({ register, errorOf, gameCode, onPick }: Props) {
  const { t, i18n } = useTranslation('bonuses');
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
      <PrepaidPicker gameCode={gameCode} onPick={(p) => onPick(prepaidValues(p, i18n.language))} />
      {field('freeRoundsPrepaidUuid', undefined, t('freeRounds.prepaidHint'))}
      {field('freeRoundsBetValue', 'decimal')}
      {field('freeRoundsCount', 'numeric')}
    </fieldset>
  );
}
