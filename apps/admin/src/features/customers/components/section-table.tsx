import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table';

export const SECTION_TAKE = 10;

/**
 * One of several short lists inside a Player 360 tab, with a heading and its own pager. The tab
 * is in the URL; these lists' pages are not (useListParams keeps one list's paging per page).
 */
export function SectionTable<T>({
  title,
  headingId,
  columns,
  page,
  skip,
  onSkip,
  rowKey,
}: {
  title: string;
  headingId: string;
  columns: ColumnDef<T, unknown>[];
  page: { data?: { items: T[]; total: number }; isPending: boolean; error: Error | null };
  skip: number;
  onSkip: (skip: number) => void;
  rowKey: (row: T) => string | number;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <DataTable
        caption={title}
        columns={columns}
        query={page}
        params={{ skip, take: SECTION_TAKE, order: 'desc', filters: {} }}
        onChange={(patch) => onSkip(patch.skip ?? 0)}
        rowKey={rowKey}
      />
    </section>
  );
}
