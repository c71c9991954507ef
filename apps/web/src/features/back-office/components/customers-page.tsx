import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { StaffCustomer } from '@app/shared/schemas/staff';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/action-icons.tsx';
import { customerListQueryOptions } from '../api.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { customerPath } from '../labels.ts';
import {
  CUSTOMER_SORTS,
  customerListFromSearch as fromSearch,
  customerListToSearch as toSearch,
} from '../search-params.ts';
import { useAddressList } from './address-list.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { SearchBar } from './list-filters.tsx';
import { PagedList } from './paged-list.tsx';
import { useServerTable } from './server-table.ts';
import { StatusBadges } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffCustomer>();
const NO_ROWS: StaffCustomer[] = [];

/** /admin/customers: the search, then one page of customers; search, sorting and page live in the address. */
export function CustomersPage() {
  const { t } = useTranslation();
  const { state, list, go } = useAddressList({ fromSearch, toSearch }, customerListQueryOptions);
  const navigate = useNavigate();

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
      <PagedList
        query={list}
        table={table}
        caption={t('backOffice.customers.caption', { total: list.data?.total ?? 0 })}
        empty={state.q ? t('backOffice.customers.empty', { q: state.q }) : t('backOffice.customers.emptyAll')}
        isEmpty={list.data?.items.length === 0}
        rowTestId="customer-row"
        onRowClick={(customer) => void navigate(customerPath(customer.id))}
      />
    </BackOfficeShell>
  );
}

/** The search box: sent on Enter or the button; 'Clear' goes back to every customer. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <SearchBar
      from="sm"
      id={id}
      label={t('backOffice.customers.search')}
      field={
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
      }
      searchLabel={t('backOffice.customers.searchButton')}
      clearLabel={t('backOffice.customers.clear')}
      onSearch={() => onSearch(text.trim())}
      onClear={initial ? () => onSearch('') : null}
    />
  );
}
