import type { BonusKind } from '@lalebet/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../lib/like.ts';
import type { DefinitionRow } from './bonus.repository.ts';
import type { BonusDefinitionTable } from './bonus.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type DefinitionFilter = {
  skip: number;
  take: number;
  sort: 'sort' | 'id' | 'code';
  order: 'asc' | 'desc';
  kind?: BonusKind;
  enabled?: boolean;
  query?: string;
};

function matching(db: Db, f: DefinitionFilter) {
  let q = db.selectFrom('bonus_definition');
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
  if (f.query) {
    const p = containsPattern(f.query);
    q = q.where((eb) =>
      eb.or([eb('code', 'ilike', p), eb('title_tr', 'ilike', p), eb('title_en', 'ilike', p)]),
    );
  }
  return q;
}

export async function listDefinitionsPage(db: Db, f: DefinitionFilter) {
  const rows = await matching(db, f)
    .selectAll()
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

/** The new row, or null when the code is taken (the unique index decides concurrent creations). */
export async function insertDefinition(
  trx: Transaction<Database>,
  values: Insertable<BonusDefinitionTable>,
): Promise<DefinitionRow | null> {
  const row = await trx
    .insertInto('bonus_definition')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function lockDefinition(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('bonus_definition').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setDefinitionEnabled(trx: Transaction<Database>, id: number, enabled: boolean) {
  await trx.updateTable('bonus_definition').set({ enabled }).where('id', '=', id).execute();
}
