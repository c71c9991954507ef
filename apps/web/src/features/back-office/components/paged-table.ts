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

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as TanStack's own helpers type them
export type StaffColumns<TData extends RowData> = ColumnDef<StaffTableFeatures, TData, any>[];

/**
 * The table over one page of a list the server pages (no sorting): TanStack Table holds the pagination
 * state the Pager drives, and `onPage` gets the page the Pager asks for.
 */
function useServerPageTable<TData extends RowData>({
  columns,
  data,
  total,
  rowId,
  pagination,
  onPage,
}: {
  columns: StaffColumns<TData>;
  data: TData[];
  total: number;
  rowId: (row: TData) => string;
  pagination: PaginationState;
  onPage: (next: PaginationState) => void;
}) {
  return useTable({
    features: staffTableFeatures,
    columns,
    data,
    getRowId: rowId,
    rowCount: total,
    state: { pagination },
    manualPagination: true,
    enableSorting: false,
    onPaginationChange: (updater: Updater<PaginationState>) => onPage(functionalUpdate(updater, pagination)),
  });
}

/**
 * A table paged on the server, its page in the address: a change goes to `go` (the search params); a
 * new page size starts at page 1.
 */
export function useServerPagedTable<TData extends RowData>({
  columns,
  data,
  total,
  state,
  go,
  rowId,
}: {
  columns: StaffColumns<TData>;
  data: TData[];
  total: number;
  state: PageListState;
  go: (next: PageListState) => void;
  rowId: (row: TData) => string;
}) {
  return useServerPageTable({
    columns,
    data,
    total,
    rowId,
    pagination: { pageIndex: state.page - 1, pageSize: state.pageSize },
    onPage: (next) => {
      const sizeChanged = next.pageSize !== state.pageSize;
      go({ page: sizeChanged ? 1 : next.pageIndex + 1, pageSize: next.pageSize as PageSize });
    },
  });
}

const idOf = (row: { id: string }) => row.id;

/**
 * A table over one page of a list whose page size the server sets (the reviews, the satisfaction
 * requests): the page is in the address, and the pager asks for another through `goToPage`.
 */
export function useFixedPageTable<TData extends RowData & { id: string }>({
  columns,
  data,
  total,
  page,
  pageSize,
  goToPage,
}: {
  columns: StaffColumns<TData>;
  data: TData[];
  total: number;
  page: number;
  pageSize: number;
  goToPage: (page: number) => void;
}) {
  return useServerPageTable({
    columns,
    data,
    total,
    rowId: idOf,
    pagination: { pageIndex: page - 1, pageSize: Math.max(1, pageSize) },
    onPage: (next) => goToPage(next.pageIndex + 1),
  });
}
