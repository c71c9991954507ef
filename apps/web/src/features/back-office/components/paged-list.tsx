import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ListPanel, LoadFailed } from './back-office-shell.tsx';
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
  failed,
  rowTestId,
  pageSizes = true,
}: {
  query: UseQueryResult<{ total: number }>;
  table: StaffTable<TData>;
  caption: string;
  empty: string;
  /** What a failure says instead of the usual sentence (a 404, say). */
  failed?: string | undefined;
  rowTestId?: string;
  /** False where the server sets the page size (see Pager). */
  pageSizes?: boolean;
}) {
  const { t } = useTranslation();
  const loading = <Spinner label={t('backOffice.common.loading')} />;
  if (query.isError && !query.data) {
    return <LoadFailed onRetry={() => void query.refetch()} {...(failed ? { message: failed } : {})} />;
  }
  const total = query.data?.total;
  return (
    <ListPanel busy={query.isFetching && query.data ? loading : null}>
      {total === undefined ? (
        loading
      ) : total === 0 ? (
        <p className="rounded-2xl bg-night-50 px-4 py-6 text-center text-night-700">{empty}</p>
      ) : (
        <>
          <DataTable table={table} caption={caption} {...(rowTestId ? { rowTestId } : {})} />
          <Pager table={table} total={total} pageSizes={pageSizes} />
        </>
      )}
    </ListPanel>
  );
}
