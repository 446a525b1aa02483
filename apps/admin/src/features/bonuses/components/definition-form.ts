import { adminBonusDefinitionInputSchema } from '@lalebet/shared';
import { z } from 'zod';
import { optionalInt, optionalMinor } from './money-text';
import { FREE_ROUNDS_EMPTY, freeRoundsBody } from './free-rounds-fields';
import { SPORTS_EMPTY, sportsBody } from './sports-fields';

/** A new definition as typed: every box a string, money in lira, the sports rules flattened. */
export const DEFINITION_EMPTY = {
  code: '',
  kind: 'freeMoney',
  titleTr: '',
  titleEn: '',
  descriptionTr: '',
  descriptionEn: '',
  amount: '',
  percent: '',
  maxAmount: '',
  minDeposit: '',
  wageringMultiple: '1',
  maxBet: '',
  maxCashout: '',
  validityDays: '7',
  claimMode: 'auto',
  audience: 'all',
  registeredWithinDays: '',
  ...SPORTS_EMPTY,
  ...FREE_ROUNDS_EMPTY,
};
export type DefinitionValues = typeof DEFINITION_EMPTY;
const MONEY = ['amount', 'maxAmount', 'minDeposit', 'maxBet', 'maxCashout'] as const;
const NO_MONEY = { amount: null, percent: null, maxAmount: null, minDeposit: null };

/** The typed form becomes the request body (kuruş, numbers), which the server's own schema checks. */
const textFields = Object.fromEntries(
  Object.entries(DEFINITION_EMPTY).map(([k, v]) => [k, typeof v === 'boolean' ? z.boolean() : z.string()]),
) as unknown as { [K in keyof DefinitionValues]: z.ZodType<DefinitionValues[K], DefinitionValues[K]> };

/** The typed form becomes the request body (kuruş, numbers), which the server's own schema checks. */
export const definitionForm = z
  .object(textFields)
  // The shared schema refuses a kind, claim mode or audience it does not know.
  .transform(
    (form) =>
      ({
        ...form,
        ...Object.fromEntries(MONEY.map((k) => [k, optionalMinor(form[k])])),
        percent: optionalInt(form.percent),
        wageringMultiple: Number(form.wageringMultiple.replace(',', '.')),
        validityDays: Number(form.validityDays),
        registeredWithinDays: optionalInt(form.registeredWithinDays),
        ...sportsBody(form),
        ...freeRoundsBody(form),
        // The form hides the money boxes for free rounds: what was typed before the kind changed is not sent.
        ...(form.kind === 'freeRounds' && NO_MONEY),
      }) as unknown as z.input<typeof adminBonusDefinitionInputSchema>,
  )
  .pipe(adminBonusDefinitionInputSchema);
