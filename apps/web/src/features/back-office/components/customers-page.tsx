import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { StaffCustomer } from '@app/shared/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/action-icons.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { customerListQueryOptions } from '../api.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { customerPath } from '../labels.ts';
import {
  CUSTOMER_SORTS,
  type CustomerListState,
  customerListFromSearch,
  customerListToSearch,
} from '../search-params.ts';
import { BackOfficeShell, ListPanel, LoadFailed } from './back-office-shell.tsx';
import { DataTable, Pager, type StaffTableFeatures } from './data-table.tsx';
import { useServerTable } from './server-table.ts';
import { StatusBadges } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffCustomer>();
const NO_ROWS: StaffCustomer[] = [];

/** /admin/customers: the search, then one page of customers; search, sorting and page live in the address. */
export function CustomersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = customerListFromSearch(searchParams);
  const list = useQuery(customerListQueryOptions(state));
  const navigate = useNavigate();

  const go = (next: CustomerListState) => setSearchParams(customerListToSearch(next));

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('backOffice.customers.columns.name'),
          cell: ({ row }) => (
            <Link
              to={customerPath(row.original.id)}
              className="font-semibold text-night-900 underline-offset-2 hover:underline"
            >
              {row.original.name.trim() || row.original.email}
            </Link>
          ),
          // Long addresses (and a customer without a name shows theirs here too) wrap rather than push
          // the table wider than a laptop's screen.
          meta: { wrap: true, narrow: true },
        }),
        column.accessor('email', {
          header: t('backOffice.customers.columns.email'),
          meta: { wrap: true, narrow: true },
        }),
        column.accessor('credits', {
          header: t('backOffice.customers.columns.balance'),
          cell: ({ getValue }) => (
            <span className="font-semibold text-night-900">
              {t('site.nav.creditsMinutes', { count: getValue() })}
            </span>
          ),
          meta: { numeric: true },
          sortDescFirst: true,
        }),
        column.display({
          id: 'status',
          header: t('backOffice.customers.columns.status'),
          cell: ({ row }) => <StatusBadges customer={row.original} />,
        }),
        column.display({
          id: 'phones',
          header: t('backOffice.customers.columns.phones'),
          cell: ({ row }) =>
            row.original.phoneNumbers.length === 0 ? (
              <span className="text-night-500">{t('backOffice.common.none')}</span>
            ) : (
              <span className="grid gap-0.5 tabular-nums">
                {row.original.phoneNumbers.map((phone) => (
                  <span key={phone} className="whitespace-nowrap">
                    {formatPhoneDisplay(phone)}
                  </span>
                ))}
              </span>
            ),
        }),
        column.accessor('createdAt', {
          header: t('backOffice.customers.columns.joined'),
          cell: ({ getValue }) => formatDate(getValue()),
          sortDescFirst: true,
        }),
        column.accessor('lastSignInAt', {
          header: t('backOffice.customers.columns.lastSignIn'),
          cell: ({ getValue }) => {
            const at = getValue();
            return at ? (
              formatDateTime(at)
            ) : (
              <span className="text-night-500">{t('backOffice.common.never')}</span>
            );
          },
          sortDescFirst: true,
        }),
      ]),
    [t],
  );

  const table = useServerTable({
    columns,
    items: list.data?.items ?? NO_ROWS,
    total: list.data?.total ?? 0,
    position: state,
    sorts: CUSTOMER_SORTS,
    onChange: (position) => go({ ...state, ...position }),
  });

  return (
    <BackOfficeShell
      title={t('backOffice.customers.title')}
      heading={t('backOffice.customers.title')}
      subline={t('backOffice.customers.subline')}
    >
      <SearchForm key={state.q} initial={state.q} onSearch={(q) => go({ ...state, q, page: 1 })} />
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <ListPanel
          busy={list.isFetching && list.data ? <Spinner label={t('backOffice.common.loading')} /> : null}
        >
          {!list.data ? (
            <Spinner label={t('backOffice.common.loading')} />
          ) : list.data.items.length === 0 ? (
            <p className="rounded-2xl bg-night-50 px-4 py-6 text-center text-night-700">
              {state.q ? t('backOffice.customers.empty', { q: state.q }) : t('backOffice.customers.emptyAll')}
            </p>
          ) : (
            <>
              <DataTable
                table={table}
                caption={t('backOffice.customers.caption', { total: list.data.total })}
                rowTestId="customer-row"
                onRowClick={(customer) => void navigate(customerPath(customer.id))}
              />
              <Pager table={table} total={list.data.total} />
            </>
          )}
        </ListPanel>
      )}
    </BackOfficeShell>
  );
}

/** The search box: sent on Enter or the button; 'Clear' goes back to every customer. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
            {t('backOffice.customers.search')}
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-night-500/60"
            />
            <input
              id={id}
              type="search"
              value={text}
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('backOffice.customers.searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
              className="block w-full rounded-xl border border-night-100 bg-white py-3 pr-4 pl-12 text-base text-ink shadow-sm placeholder:text-night-600/60 focus:border-night-500 focus:ring-2 focus:ring-night-500/25 focus:outline-none"
            />
          </div>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={`${buttonClass('night', 'md')} min-h-12 flex-1 sm:flex-none`}>
            {t('backOffice.customers.searchButton')}
          </button>
          {initial ? (
            <button
              type="button"
              onClick={() => onSearch('')}
              className={`${buttonClass('outlineDark', 'md')} min-h-12 flex-1 sm:flex-none`}
            >
              {t('backOffice.customers.clear')}
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
