import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ContentTable } from './admin-content.resources.ts';

type Row = Record<string, unknown>;
export type ListOptions = {
  filters: Record<string, string | number | boolean>;
  sortColumn: string;
  order: 'asc' | 'desc';
  skip: number;
  take: number;
};

/**
 * The four CMS tables share one shape of access (by id, listed with equality filters), so
 * these functions take the table by name; the typed mapping lives in admin-content.resources.ts.
 */
const any = (db: Kysely<Database>) => db as unknown as Kysely<Record<ContentTable, Row>>;

export async function listContent(db: Kysely<Database>, table: ContentTable, o: ListOptions) {
  let q = any(db).selectFrom(table);
  for (const [column, value] of Object.entries(o.filters)) q = q.where(column as never, '=', value as never);
  const [items, count] = await Promise.all([
    q
      .selectAll()
      .orderBy(o.sortColumn as never, o.order)
      .orderBy('id' as never, o.order)
      .offset(o.skip)
      .limit(o.take)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as Row[], total: Number((count as { n: string }).n) };
}

/** The row locked for the caller's transaction (the audit's "before" must be what was replaced). */
export async function lockContent(db: Kysely<Database>, table: ContentTable, id: number) {
  return (await any(db)
    .selectFrom(table)
    .selectAll()
    .where('id' as never, '=', id as never)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
}

export async function findContent(db: Kysely<Database>, table: ContentTable, id: number) {
  return (await any(db)
    .selectFrom(table)
    .selectAll()
    .where('id' as never, '=', id as never)
    .executeTakeFirst()) as Row | undefined;
}

export async function insertContent(db: Kysely<Database>, table: ContentTable, values: Row) {
  return (await any(db)
    .insertInto(table)
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
}

export async function updateContent(db: Kysely<Database>, table: ContentTable, id: number, values: Row) {
  return (await any(db)
    .updateTable(table)
    .set(values as never)
    .where('id' as never, '=', id as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
}

export async function deleteContent(db: Kysely<Database>, table: ContentTable, id: number) {
  await any(db)
    .deleteFrom(table)
    .where('id' as never, '=', id as never)
    .execute();
}

/** Ids of `table` among `ids` (a reorder must name existing rows only). */
export async function existingIds(db: Kysely<Database>, table: ContentTable, ids: number[]) {
  const rows = (await any(db)
    .selectFrom(table)
    .select('id' as never)
    .where('id' as never, 'in', ids as never)
    .forUpdate()
    .execute()) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

export async function setSort(db: Kysely<Database>, table: ContentTable, id: number, sort: number) {
  await any(db)
    .updateTable(table)
    .set({ sort } as never)
    .where('id' as never, '=', id as never)
    .execute();
}

export async function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('content_category')
    .select(['id', 'name', 'title_tr', 'title_en', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function categoryExists(db: Kysely<Database>, id: number) {
  return !!(await db.selectFrom('content_category').select('id').where('id', '=', id).executeTakeFirst());
}

export async function bonusDefinitionExists(db: Kysely<Database>, id: number) {
  return !!(await db.selectFrom('bonus_definition').select('id').where('id', '=', id).executeTakeFirst());
}

export async function lockDomain(db: Kysely<Database>) {
  return db
    .selectFrom('site_domain')
    .select(['current', 'next'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveDomain(db: Kysely<Database>, d: { current: string; next: string }) {
  await db
    .insertInto('site_domain')
    .values({ id: 1, ...d })
    .onConflict((oc) => oc.column('id').doUpdateSet(d))
    .execute();
}
