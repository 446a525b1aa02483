import { flexRender, type Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './use-list-params';

type Patch = Partial<Omit<ListParams, 'filters'>>;

/** One column head; a column the server can sort by is a button that flips the order. */
export function HeaderCell<T>({
  header,
  params,
  sortable,
  onChange,
}: {
  header: Header<T, unknown>;
  params: ListParams;
  sortable: string[];
  onChange: (patch: Patch) => void;
}) {
  const id = header.column.id;
  const canSort = sortable.includes(id);
  const dir = params.sort === id ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none';
  const label = flexRender(header.column.columnDef.header, header.getContext());
  const toggle = () => {
    const order = params.sort === id && params.order === 'desc' ? 'asc' : 'desc';
    onChange({ sort: id, order, skip: 0 });
  };
  return (
    <th scope="col" aria-sort={canSort ? dir : undefined}>
      {canSort ? (
        <button type="button" className="sort-btn" onClick={toggle}>
          {label}
          <span aria-hidden="true">{dir === 'ascending' ? ' ▲' : dir === 'descending' ? ' ▼' : ' ↕'}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** The row that says the page is empty or failed to load, across every column. */
export function StatusRow({ span, empty, error }: { span: number; empty: boolean; error?: string | null }) {
  const { t } = useTranslation();
  if (error)
    return (
      <tr>
        <td colSpan={span} className="empty error" role="alert">
          {error}
        </td>
      </tr>
    );
  if (!empty) return null;
  return (
    <tr>
      <td colSpan={span} className="empty">
        {t('table.empty')}
      </td>
    </tr>
  );
}

/** "1-25 of 80" with previous/next; the server pages, so this only moves `skip`. */
export function Pager({
  params,
  total,
  loading,
  onChange,
}: {
  params: ListParams;
  total: number;
  loading?: boolean;
  onChange: (patch: Patch) => void;
}) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : params.skip + 1;
  const to = Math.min(params.skip + params.take, total);
  return (
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
  );
}
