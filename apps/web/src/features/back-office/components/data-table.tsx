import { STAFF_PAGE_SIZES } from '@app/shared/schemas/staff';
import {
  createPaginatedRowModel,
  type ReactTable,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

/** How a column's cells sit: numbers line up on the right, long text may wrap. */
export interface StaffColumnMeta {
  numeric?: boolean;
  wrap?: boolean;
  /** With `wrap`: a column of short words (an action, a reason) that needs less room before it wraps. */
  narrow?: boolean;
}

/**
 * The features of every back-office table: pages and sorting (the lists do both on the server, with
 * manualPagination and manualSorting; the customer's ledger pages in the browser).
 */
export const staffTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: {} as StaffColumnMeta,
});
export type StaffTableFeatures = typeof staffTableFeatures;
export type StaffTable<TData extends RowData> = ReactTable<StaffTableFeatures, TData>;

/**
 * A table with a caption, sortable headers (a button in the header, `aria-sort` on it) and a frame that
 * scrolls sideways on a narrow screen (focusable, so a keyboard can scroll it too).
 */
export function DataTable<TData extends RowData>({
  table,
  caption,
  captionHidden = false,
  onRowClick,
  rowTestId,
}: {
  table: StaffTable<TData>;
  caption: string;
  /** The card's heading already says it: the caption is for screen readers only. */
  captionHidden?: boolean;
  /** A mouse click anywhere on a row; the row must hold a link that does the same for the keyboard. */
  onRowClick?: (row: TData) => void;
  rowTestId?: string;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      className="relative -mx-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-night-500 sm:-mx-6"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption
          id={captionId}
          className={captionHidden ? 'sr-only' : 'px-5 pb-3 text-left text-sm text-night-600 sm:px-6'}
        >
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-y border-night-100 bg-night-50/70">
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const meta = header.column.columnDef.meta;
                const align = meta?.numeric ? 'text-right' : 'text-left';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-night-600 uppercase first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 ${align}`}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={`inline-flex items-center gap-1 rounded uppercase hover:text-night-900 ${
                          sorted ? 'text-night-900' : ''
                        }`}
                      >
                        <table.FlexRender header={header} />
                        <ChevronDownIcon
                          aria-hidden="true"
                          className={`size-3.5 transition-transform ${sorted ? '' : 'opacity-30'} ${
                            sorted === 'asc' ? 'rotate-180' : ''
                          }`}
                        />
                        {sorted ? (
                          <span className="sr-only">
                            {sorted === 'asc'
                              ? t('backOffice.common.sortAscending')
                              : t('backOffice.common.sortDescending')}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid={rowTestId}
              onClick={
                onRowClick
                  ? (event) => {
                      // A link or a button in the row does its own thing.
                      if (!(event.target instanceof Element && event.target.closest('a, button')))
                        onRowClick(row.original);
                    }
                  : undefined
              }
              className={`border-b border-night-100 align-top last:border-b-0 ${
                onRowClick ? 'cursor-pointer hover:bg-gold-100/50' : ''
              }`}
            >
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    className={`px-3 py-3 text-night-800 first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 ${
                      meta?.numeric ? 'text-right tabular-nums' : ''
                    } ${meta?.wrap ? `max-w-md ${meta.narrow ? 'min-w-36' : 'min-w-56'} [overflow-wrap:anywhere]` : 'whitespace-nowrap'}`}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Previous / next, where the list stands, and how many rows a page shows. */
export function Pager<TData extends RowData>({
  table,
  total,
  label,
  pageSizes = true,
}: {
  table: StaffTable<TData>;
  total: number;
  /** Names the navigation ('Customer pages'); defaults to 'Pages'. */
  label?: string;
  /** False where the server sets the page size (the reviews, the satisfaction requests): no chooser. */
  pageSizes?: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const { pageIndex, pageSize } = table.state.pagination;
  const pages = Math.max(1, table.getPageCount());
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const buttonClass =
    'min-h-10 rounded-full border border-night-700/25 px-4 text-sm font-semibold text-night-800 transition-colors hover:border-night-600 hover:bg-night-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={label ?? t('backOffice.common.pagination')}
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-night-600 tabular-nums">
        {t('backOffice.common.shown', { from, to, total })}
      </p>
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        {pageSizes ? (
          <label className="flex items-center gap-2 text-sm text-night-700">
            {t('backOffice.common.perPage')}
            <select
              value={pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
              className="min-h-10 rounded-xl border border-night-100 bg-white px-2 text-base text-night-900 sm:text-sm"
            >
              {STAFF_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className={buttonClass}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          {t('backOffice.common.previous')}
        </button>
        <span className="text-sm whitespace-nowrap text-night-700 tabular-nums">
          {t('backOffice.common.pageOf', { page: pageIndex + 1, pages })}
        </span>
        <button
          type="button"
          className={buttonClass}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          {t('backOffice.common.next')}
        </button>
      </div>
    </nav>
  );
}
