import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { HeaderCell, Pager, StatusRow } from './data-table-parts';
import type { ListParams } from './use-list-params';

type Page<T> = { items: T[]; total: number };
type Props<T> = {
  /** Columns; an `id` (or accessorKey) that the API accepts as `sort` makes the header sortable. */
  columns: ColumnDef<T, unknown>[];
  /** The list query: its page, its loading state and its error, in one. */
  query?: { data?: Page<T>; isPending: boolean; error: Error | null };
  page?: Page<T> | undefined;
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
  query,
  page = query?.data,
  loading = query?.isPending,
  error = query?.error?.message,
  params,
  onChange,
  sortable = [],
  caption,
  rowKey,
}: Props<T>) {
  // TanStack Table's instance is mutable, so the React Compiler must leave this component alone
  // (https://github.com/TanStack/table/issues/5567); the lint rule still reports the call
  // (https://github.com/TanStack/table/issues/6137), so it is silenced here, once.
  'use no memo';
  const sorting: SortingState = params.sort ? [{ id: params.sort, desc: params.order === 'desc' }] : [];
  // eslint-disable-next-line react-hooks/incompatible-library -- opted out above
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
  return (
    // A table wider than a phone scrolls in this box; focusable, so a keyboard can scroll it too
    // (WCAG 2.1.1), even when no row holds a button.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  params={params}
                  sortable={sortable}
                  onChange={onChange}
                />
              ))}
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
          <StatusRow span={columns.length} empty={!loading && total === 0} error={error} />
        </tbody>
      </table>
      <Pager params={params} total={total} loading={loading} onChange={onChange} />
    </div>
  );
}
