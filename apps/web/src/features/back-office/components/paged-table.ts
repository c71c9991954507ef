import {
  type ColumnDef,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { PageListState, PageSize } from '../search-params.ts';
import { type StaffTableFeatures, staffTableFeatures } from './data-table.tsx';

/**
 * A table paged on the server, its page in the address: TanStack Table holds the pagination state the
 * Pager drives, and a change goes to `go` (the search params); a new page size starts at page 1.
 */
export function useServerPagedTable<TData extends RowData>({
  columns,
  data,
  total,
  state,
  go,
  rowId,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as TanStack's own helpers type them
  columns: ColumnDef<StaffTableFeatures, TData, any>[];
  data: TData[];
  total: number;
  state: PageListState;
  go: (next: PageListState) => void;
  rowId: (row: TData) => string;
}) {
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.pageSize };
  return useTable({
    features: staffTableFeatures,
    columns,
    data,
    getRowId: rowId,
    rowCount: total,
    state: { pagination },
    manualPagination: true,
    enableSorting: false,
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      const sizeChanged = next.pageSize !== state.pageSize;
      go({ page: sizeChanged ? 1 : next.pageIndex + 1, pageSize: next.pageSize as PageSize });
    },
  });
}
