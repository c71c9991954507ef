import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { ListStates } from './back-office-shell.tsx';
import { DataTable, Pager, type StaffTable } from './data-table.tsx';

/**
 * A list paged on the server, in its panel: the failure (with a retry), the first load, its empty
 * sentence, or the table and its pager; a spinner in the corner while the next page loads.
 */
export function PagedList<TData extends RowData>({
  query,
  table,
  caption,
  empty,
  isEmpty,
  failed,
  rowTestId,
  onRowClick,
  pageSizes = true,
}: {
  query: UseQueryResult<{ total: number }>;
  table: StaffTable<TData>;
  caption: string;
  empty: string;
  /** When the empty sentence shows instead of the table; by default, when the list has no rows at all. */
  isEmpty?: boolean;
  /** What a failure says instead of the usual sentence (a 404, say). */
  failed?: string | undefined;
  rowTestId?: string;
  /** A click on a row (see DataTable). */
  onRowClick?: (row: TData) => void;
  /** False where the server sets the page size (see Pager). */
  pageSizes?: boolean;
}) {
  const total = query.data?.total ?? 0;
  return (
    <ListStates list={query} isEmpty={isEmpty ?? total === 0} empty={empty} failed={failed}>
      <DataTable
        table={table}
        caption={caption}
        {...(rowTestId ? { rowTestId } : {})}
        {...(onRowClick ? { onRowClick } : {})}
      />
      <Pager table={table} total={total} pageSizes={pageSizes} />
    </ListStates>
  );
}
