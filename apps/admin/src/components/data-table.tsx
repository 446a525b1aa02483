import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './use-list-params';

type Props<T> = {
  /** Columns; an `id` (or accessorKey) that the API accepts as `sort` makes the header sortable. */
  columns: ColumnDef<T, unknown>[];
  page: { items: T[]; total: number } | undefined;
  loading?: boolean;
  error?: string | null;
  params: ListParams;
  onChange: (patch: Partial<Omit<ListParams, 'filters'>>) => void;
  /** Column ids the server can sort by. */
  sortable?: string[];
  caption: string;
  rowKey: (row: T) => string | number;
};

/**
 * The back office's table: paging, sorting and filtering happen on the server (TanStack
 * Table in manual mode); this renders one page and says how many there are.
 */
export function DataTable<T>({
  columns,
  page,
  loading,
  error,
  params,
  onChange,
  sortable = [],
  caption,
  rowKey,
}: Props<T>) {
  const { t } = useTranslation();
  const sorting: SortingState = params.sort ? [{ id: params.sort, desc: params.order === 'desc' }] : [];
  const table = useReactTable({
    data: page?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    state: { sorting },
    getRowId: (row) => String(rowKey(row)),
  });
  const total = page?.total ?? 0;
  const from = total === 0 ? 0 : params.skip + 1;
  const to = Math.min(params.skip + params.take, total);

  const toggleSort = (id: string) => {
    if (!sortable.includes(id)) return;
    const order = params.sort === id && params.order === 'desc' ? 'asc' : 'desc';
    onChange({ sort: id, order, skip: 0 });
  };

  return (
    <div className="table-wrap">
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const canSort = sortable.includes(id);
                const dir =
                  params.sort === id ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none';
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={canSort ? dir : undefined}>
                    {canSort ? (
                      <button type="button" className="sort-btn" onClick={() => toggleSort(id)}>
                        {label}
                        <span aria-hidden="true">
                          {dir === 'ascending' ? ' ▲' : dir === 'descending' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {!loading && !error && total === 0 && (
            <tr>
              <td colSpan={columns.length} className="empty">
                {t('table.empty')}
              </td>
            </tr>
          )}
          {error && (
            <tr>
              <td colSpan={columns.length} className="empty error" role="alert">
                {error}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="pager" aria-label={t('table.pages')}>
        <span>{loading ? t('table.loading') : t('table.range', { from, to, total })}</span>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={params.skip === 0}
          onClick={() => onChange({ skip: Math.max(0, params.skip - params.take) })}
        >
          {t('table.previous')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={to >= total}
          onClick={() => onChange({ skip: params.skip + params.take })}
        >
          {t('table.next')}
        </button>
      </nav>
    </div>
  );
}
