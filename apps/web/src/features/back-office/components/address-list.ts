import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type StaffColumns, useFixedPageTable } from './paged-table.ts';

// One empty list for every page before its first answer, so the table's data keeps its identity.
const NO_ROWS: never[] = [];

/** How a list's state reads from and writes to the address's search params. */
export interface AddressState<S> {
  fromSearch: (params: URLSearchParams) => S;
  toSearch: (state: S) => URLSearchParams;
}

/**
 * A staff list whose filters, sort and page live in the address: the state read from it, the query of
 * that state, and `go`, which moves the list by writing a new state into the address.
 */
export function useAddressList<S, TData, TKey extends QueryKey>(
  address: AddressState<S>,
  options: (state: S) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = address.fromSearch(searchParams);
  const list = useQuery(options(state));
  const go = (next: S) => setSearchParams(address.toSearch(next));
  return { searchParams, state, list, go };
}

/**
 * A list in the address whose page size the server sets (the reviews, the satisfaction requests): the
 * address list and the table over its page's `rows`; the pager moves the address to another page.
 */
export function useFixedPageList<
  S extends { page: number },
  TData extends { total: number; pageSize: number },
  TRow extends { id: string },
  TKey extends QueryKey,
>(
  address: AddressState<S>,
  options: (state: S) => UseQueryOptions<TData, Error, TData, TKey>,
  columns: StaffColumns<TRow>,
  rows: (data: TData) => TRow[],
) {
  const list = useAddressList(address, options);
  const { state, go } = list;
  const data = list.list.data;
  const table = useFixedPageTable({
    columns,
    data: data ? rows(data) : NO_ROWS,
    total: data?.total ?? 0,
    page: state.page,
    pageSize: data?.pageSize ?? 25,
    goToPage: (page) => go({ ...state, page }),
  });
  return { ...list, table };
}
