import type { AdminDomain } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/field-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { changeSummary } from './admin-audit-summary.ts';
import {
  bonusDefinitionExists,
  categoryExists,
  deleteContent,
  existingIds,
  findContent,
  insertContent,
  listCategories,
  listContent,
  lockContent,
  lockDomain,
  saveDomain,
  setSort,
  updateContent,
} from './admin-content.repository.ts';
import { type ContentKind, RESOURCES, type Resource } from './admin-content.resources.ts';
import { awaitContentNotices } from './reply-cache.ts';

/**
 * CMS writes (docs/rules.md R41). Each write and its audit row commit together; the
 * player site's reply cache (reply-cache.ts) empties on the table's change notice, which
 * PostgreSQL sends at that commit (docs/decisions/019-hot-path-caches.md), so nothing here
 * invalidates by hand and a change made by SQL shows up the same way; a write answers once that
 * notice has reached this process (awaitContentNotices).
 */
export type ContentCtx = { db: Kysely<Database>; meta: RequestMeta };
type Row = Record<string, unknown>;
type AnyResource = Resource<unknown, unknown>;

const resource = (kind: ContentKind) => RESOURCES[kind] as unknown as AnyResource;
const notFound = () => new AppError('CONTENT_NOT_FOUND');

/** References the schema cannot see: a missing category or offer is a field error, never a 500. */
async function checkReferences(db: Kysely<Database>, row: Row) {
  if (typeof row.category_id === 'number' && !(await categoryExists(db, row.category_id))) {
    throw fieldError('categoryId', 'v.option');
  }
  if (
    typeof row.bonus_definition_id === 'number' &&
    !(await bonusDefinitionExists(db, row.bonus_definition_id))
  ) {
    throw fieldError('bonusDefinitionId', 'v.option');
  }
}

async function write<T>(ctx: ContentCtx, run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    const result = await ctx.db.transaction().execute(run);
    await awaitContentNotices(ctx.db);
    return result;
  } catch (err) {
    // The only unique rule on these tables besides the id is the promotion's slug.
    if (violatedConstraint(err)) throw fieldError('slug', 'v.invalid');
    throw err;
  }
}

function auditChange(
  trx: Transaction<Database>,
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  what: { kind: string; id: number; action: string; before: Row | null; after: Row | null },
) {
  return audit(trx, {
    actor: { kind: 'admin', id: by.id },
    event: 'content_changed',
    meta: ctx.meta,
    details: { kind: what.kind, id: what.id, action: what.action, ...changeSummary(what.before, what.after) },
  });
}

export async function listContentItems(
  db: Kysely<Database>,
  kind: ContentKind,
  q: { skip: number; take: number; sort: string; order: 'asc' | 'desc' },
  filters: Record<string, string | number | boolean | undefined>,
) {
  const r = resource(kind);
  const defined = Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string | number | boolean] => e[1] !== undefined),
  );
  const { items, total } = await listContent(db, r.table, {
    filters: defined,
    sortColumn: r.sortColumns[q.sort] ?? 'id',
    order: q.order,
    skip: q.skip,
    take: q.take,
  });
  return { items: items.map(r.toDto), total };
}

export async function getContentItem(db: Kysely<Database>, kind: ContentKind, id: number) {
  const r = resource(kind);
  const row = await findContent(db, r.table, id);
  if (!row) throw notFound();
  return r.toDto(row);
}

export async function getCategories(db: Kysely<Database>) {
  return (await listCategories(db)).map((c) => ({
    id: c.id,
    name: c.name,
    titleTr: c.title_tr,
    titleEn: c.title_en,
    sort: c.sort,
  }));
}

export async function createContent(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  kind: ContentKind,
  input: unknown,
) {
  const r = resource(kind);
  const values = r.toRow(input);
  await checkReferences(ctx.db, values);
  const row = await write(ctx, async (trx) => {
    const created = await insertContent(trx, r.table, values);
    await auditChange(trx, ctx, by, {
      kind,
      id: created.id as number,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
  return r.toDto(row);
}

export async function updateContentItem(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  kind: ContentKind,
  id: number,
  input: unknown,
) {
  const r = resource(kind);
  const values = r.toRow(input);
  await checkReferences(ctx.db, values);
  const row = await write(ctx, async (trx) => {
    const before = await lockContent(trx, r.table, id);
    if (!before) throw notFound();
    const after = await updateContent(trx, r.table, id, values);
    await auditChange(trx, ctx, by, { kind, id, action: 'update', before, after });
    return after;
  });
  return r.toDto(row);
}

export async function deleteContentItem(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  kind: ContentKind,
  id: number,
) {
  const r = resource(kind);
  await write(ctx, async (trx) => {
    const before = await lockContent(trx, r.table, id);
    if (!before) throw notFound();
    await deleteContent(trx, r.table, id);
    await auditChange(trx, ctx, by, { kind, id, action: 'delete', before, after: null });
  });
}

/** Display order = position in `ids` (menus, carousels, the footer's page list). */
export async function reorderContent(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  kind: Exclude<ContentKind, 'popups'>,
  ids: number[],
) {
  const r = resource(kind);
  if (new Set(ids).size !== ids.length) throw fieldError('ids', 'v.invalid');
  await write(ctx, async (trx) => {
    const found = await existingIds(trx, r.table, ids);
    if (found.size !== ids.length) throw notFound();
    for (const [i, id] of ids.entries()) await setSort(trx, r.table, id, (i + 1) * 10);
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'content_changed',
      meta: ctx.meta,
      details: { kind, action: 'reorder', after: ids.join(',') },
    });
  });
}

export async function updateDomain(ctx: ContentCtx, by: AuthenticatedAdmin, input: AdminDomain) {
  await write(ctx, async (trx) => {
    const before = await lockDomain(trx);
    await saveDomain(trx, input);
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'content_changed',
      meta: ctx.meta,
      details: { kind: 'domain', action: 'update', ...changeSummary(before ?? null, input) },
    });
  });
}
