import {
  type ColumnDef,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { PageSize, SortOrder } from '../search-params.ts';
import { type StaffTableFeatures, staffTableFeatures } from './data-table.tsx';

/** Where a list paged and sorted on the server stands (the address holds it). */
export interface ServerListPosition<S extends string> {
  page: number;
  pageSize: PageSize;
  sort: S;
  order: SortOrder;
}

/**
 * A table over one page of a list the server pages and sorts: the table's state is the list's position,
 * and a click on a header or the pager asks for a new position (the first page again after a new sort or
 * page size). A column id outside `sorts` cannot be sorted by.
 */
export function useServerTable<TData extends RowData & { id: string }, S extends string>({
  columns,
  items,
  total,
  position,
  sorts,
  onChange,
}: {
  columns: ColumnDef<StaffTableFeatures, TData>[];
  items: TData[];
  total: number;
  position: ServerListPosition<S>;
  sorts: readonly S[];
  onChange: (next: ServerListPosition<S>) => void;
}) {
  const pagination: PaginationState = { pageIndex: position.page - 1, pageSize: position.pageSize };
  const sorting: SortingState = [{ id: position.sort, desc: position.order === 'desc' }];
  return useTable({
    features: staffTableFeatures,
    columns,
    data: items,
    getRowId: (row) => row.id,
    rowCount: total,
    state: { pagination, sorting },
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      const sizeChanged = next.pageSize !== position.pageSize;
      onChange({
        ...position,
        page: sizeChanged ? 1 : next.pageIndex + 1,
        pageSize: next.pageSize as PageSize,
      });
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = functionalUpdate(updater, sorting);
      if (!first || !(sorts as readonly string[]).includes(first.id)) return;
      onChange({ ...position, page: 1, sort: first.id as S, order: first.desc ? 'desc' : 'asc' });
    },
  });
}
