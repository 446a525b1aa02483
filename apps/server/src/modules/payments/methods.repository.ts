import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PaymentKind } from './payments.table.ts';

type Db = Kysely<Database>;

const METHOD_COLUMNS = [
  'id',
  'direction',
  'code',
  'name',
  'logo',
  'min_amount',
  'max_amount',
  'processing_time_tr',
  'processing_time_en',
  'gateway',
] as const;

/** The enabled methods of one direction, in the operator's order. */
export function listEnabledMethods(db: Db, direction: PaymentKind) {
  return db
    .selectFrom('payment_method')
    .select(METHOD_COLUMNS)
    .where('direction', '=', direction)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** One enabled method of this direction; undefined for an unknown, disabled or other-direction id. */
export function findEnabledMethod(db: Db, id: number, direction: PaymentKind) {
  return db
    .selectFrom('payment_method')
    .select(METHOD_COLUMNS)
    .where('id', '=', id)
    .where('direction', '=', direction)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export type MethodRow = NonNullable<Awaited<ReturnType<typeof findEnabledMethod>>>;

export function fieldsOfMethod(db: Db, methodId: number) {
  return db
    .selectFrom('payment_method_field')
    .select(['key', 'object_type', 'mask', 'options', 'rules'])
    .where('method_id', '=', methodId)
    .orderBy('position')
    .execute();
}
