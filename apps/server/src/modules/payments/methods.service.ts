import {
  AMOUNT_FIELD_KEY,
  type Locale,
  type PaymentField,
  type PaymentMethod,
  fromMinor,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type MethodRow,
  fieldsOfMethod,
  findEnabledMethod,
  listEnabledMethods,
} from './methods.repository.ts';
import type { PaymentKind } from './payments.table.ts';

export function toMethodDto(row: MethodRow, locale: Locale): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    min: fromMinor(row.min_amount),
    max: fromMinor(row.max_amount),
    processingTime: locale === 'tr' ? row.processing_time_tr : row.processing_time_en,
  };
}

export async function methodsFor(db: Kysely<Database>, direction: PaymentKind, locale: Locale) {
  return (await listEnabledMethods(db, direction)).map((row) => toMethodDto(row, locale));
}

export type LoadedMethod = { method: MethodRow; fields: PaymentField[] };

/**
 * A method with its form, as the player sees it and as the server validates it: the Amount
 * field's min and max are the method's limits, so the limits live in one place (the method).
 */
export async function loadMethod(
  db: Kysely<Database>,
  id: number,
  direction: PaymentKind,
): Promise<LoadedMethod> {
  const method = await findEnabledMethod(db, id, direction);
  if (!method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  const rows = await fieldsOfMethod(db, method.id);
  const fields = rows.map((f): PaymentField => ({
    key: f.key,
    mask: f.mask,
    objectType: f.object_type as PaymentField['objectType'],
    option: f.options ?? null,
    rules:
      f.key === AMOUNT_FIELD_KEY
        ? { ...f.rules, min: fromMinor(method.min_amount), max: fromMinor(method.max_amount) }
        : f.rules,
  }));
  return { method, fields };
}
