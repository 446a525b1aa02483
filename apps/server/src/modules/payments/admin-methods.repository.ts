import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PaymentKind } from './payments.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type MethodFilter = {
  skip: number;
  take: number;
  sort: 'sort' | 'name' | 'id';
  order: 'asc' | 'desc';
  direction?: PaymentKind;
  enabled?: boolean;
};

function matching(db: Db, f: MethodFilter) {
  let q = db.selectFrom('payment_method');
  if (f.direction !== undefined) q = q.where('direction', '=', f.direction);
  if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
  return q;
}

const COLUMNS = [
  'id',
  'direction',
  'code',
  'name',
  'logo',
  'min_amount',
  'max_amount',
  'sort',
  'enabled',
] as const;

/** Every method (enabled or not), deposits before withdrawals within the chosen order. */
export async function listMethodsPage(db: Db, f: MethodFilter) {
  const rows = await matching(db, f)
    .select(COLUMNS)
    .orderBy('direction')
    .orderBy(f.sort, f.order)
    .orderBy('id', f.order)
    .offset(f.skip)
    .limit(f.take)
    .execute();
  const { n } = await matching(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
export type AdminMethodRow = Awaited<ReturnType<typeof listMethodsPage>>['rows'][number];

export function lockMethod(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('payment_method').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateMethod(
  trx: Transaction<Database>,
  id: number,
  set: { min_amount?: bigint; max_amount?: bigint; sort?: number; enabled?: boolean },
): Promise<AdminMethodRow> {
  return trx
    .updateTable('payment_method')
    .set(set)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
