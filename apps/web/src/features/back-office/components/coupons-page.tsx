import {
  COUPON_SORTS,
  COUPON_STATUSES,
  type CouponStatus,
  type StaffCoupon,
} from '@app/shared/schemas/staff-catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import {
  type CouponListState,
  couponListQueryOptions,
  couponListFromSearch as fromSearch,
  couponListToSearch as toSearch,
} from '../catalogue-api.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { customerPath } from '../labels.ts';
import { useAddressList } from './address-list.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import {
  CatalogueStatusBadge,
  ReadOnlyNote,
  useCanManageCatalogue,
  useOfferLabel,
} from './catalogue-parts.tsx';
import { CouponDialog } from './coupon-form.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { fieldClass } from './form-parts.tsx';
import { SearchBar } from './list-filters.tsx';
import { PagedList } from './paged-list.tsx';
import { useServerTable } from './server-table.ts';

const column = createColumnHelper<StaffTableFeatures, StaffCoupon>();
const NO_ROWS: StaffCoupon[] = [];
export const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

/** /admin/coupons: search by code, filter by status, sorted and paged on the server; admins create. */
export function CouponsPage() {
  const { t } = useTranslation();
  const { state, list, go } = useAddressList({ fromSearch, toSearch }, couponListQueryOptions);
  const navigate = useNavigate();
  const canManage = useCanManageCatalogue();
  const [creating, setCreating] = useState(false);
  const offer = useOfferLabel();

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('code', {
          header: t('backOffice.catalogue.coupons.columns.code'),
          cell: ({ row }) => (
            <Link
              to={couponPath(row.original.id)}
              className="font-mono font-semibold text-night-900 underline-offset-2 hover:underline"
            >
              {row.original.code}
            </Link>
          ),
        }),
        column.display({
          id: 'offer',
          header: t('backOffice.catalogue.coupons.columns.offer'),
          cell: ({ row }) => (
            <span className="grid gap-0.5">
              <span>{offer(row.original)}</span>
              {row.original.firstPurchaseOnly ? (
                <span className="text-xs text-night-600">
                  {t('backOffice.catalogue.coupons.firstPurchase')}
                </span>
              ) : null}
            </span>
          ),
        }),
        column.accessor('status', {
          header: t('backOffice.catalogue.coupons.columns.status'),
          cell: ({ getValue }) => <CatalogueStatusBadge status={getValue()} />,
          enableSorting: false,
        }),
        column.accessor('uses', {
          header: t('backOffice.catalogue.coupons.columns.uses'),
          cell: ({ row }) =>
            row.original.maxUses === null
              ? row.original.uses
              : t('backOffice.catalogue.coupons.usesOf', {
                  uses: row.original.uses,
                  max: row.original.maxUses,
                }),
          meta: { numeric: true },
          sortDescFirst: true,
        }),
        column.accessor('expiresAt', {
          header: t('backOffice.catalogue.coupons.columns.expires'),
          cell: ({ getValue }) => {
            const at = getValue();
            return at ? (
              formatDateTime(at)
            ) : (
              <span className="text-night-500">{t('backOffice.catalogue.coupons.noExpiry')}</span>
            );
          },
        }),
        column.display({
          id: 'owner',
          header: t('backOffice.catalogue.coupons.columns.owner'),
          cell: ({ row }) =>
            row.original.owner ? (
              <Link
                to={customerPath(row.original.owner.id)}
                className="text-night-900 underline underline-offset-2"
                onClick={(event) => event.stopPropagation()}
              >
                {row.original.owner.name || row.original.owner.email}
              </Link>
            ) : (
              <span className="text-night-500">{t('backOffice.catalogue.coupons.anyone')}</span>
            ),
        }),
        column.accessor('createdAt', {
          header: t('backOffice.catalogue.coupons.columns.created'),
          cell: ({ getValue }) => formatDate(getValue()),
          sortDescFirst: true,
        }),
      ]),
    [t, offer],
  );

  const table = useServerTable({
    columns,
    items: list.data?.items ?? NO_ROWS,
    total: list.data?.total ?? 0,
    position: state,
    sorts: COUPON_SORTS,
    onChange: (position) => go({ ...state, ...position }),
  });

  return (
    <BackOfficeShell
      title={t('backOffice.catalogue.coupons.title')}
      heading={t('backOffice.catalogue.coupons.title')}
      subline={
        <>
          {t('backOffice.catalogue.coupons.subline')}
          {canManage ? null : <ReadOnlyNote />}
        </>
      }
      action={
        canManage ? (
          <button type="button" onClick={() => setCreating(true)} className={buttonClass('gold', 'md')}>
            {t('backOffice.catalogue.coupons.create')}
          </button>
        ) : null
      }
    >
      <CouponFilters
        key={`${state.q}|${state.status}`}
        state={state}
        onApply={(q, status) => go({ ...state, q, status, page: 1 })}
      />
      <PagedList
        query={list}
        table={table}
        caption={t('backOffice.catalogue.coupons.caption', { total: list.data?.total ?? 0 })}
        empty={
          state.q || state.status
            ? t('backOffice.catalogue.coupons.empty')
            : t('backOffice.catalogue.coupons.emptyAll')
        }
        isEmpty={list.data?.items.length === 0}
        rowTestId="coupon-row"
        onRowClick={(coupon) => void navigate(couponPath(coupon.id))}
      />
      {canManage ? (
        <CouponDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(coupon) => void navigate(couponPath(coupon.id))}
        />
      ) : null}
    </BackOfficeShell>
  );
}

/** The code search and the status filter, applied together. */
function CouponFilters({
  state,
  onApply,
}: {
  state: CouponListState;
  onApply: (q: string, status: CouponStatus | '') => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(state.q);
  const [status, setStatus] = useState<CouponStatus | ''>(state.status);
  const searchId = useId();
  const statusId = useId();
  const statusFilter = (
    <div className="md:w-56">
      <label htmlFor={statusId} className="mb-1.5 block text-sm font-semibold text-night-800">
        {t('backOffice.catalogue.statusFilter')}
      </label>
      <select
        id={statusId}
        value={status}
        onChange={(event) => setStatus(event.target.value as CouponStatus | '')}
        className={`${fieldClass} border-night-100`}
      >
        <option value="">{t('backOffice.catalogue.anyStatus')}</option>
        {COUPON_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`backOffice.catalogue.status.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <SearchBar
      from="md"
      id={searchId}
      label={t('backOffice.catalogue.coupons.search')}
      field={
        <input
          id={searchId}
          type="search"
          value={q}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('backOffice.catalogue.coupons.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
          className={`${fieldClass} border-night-100 uppercase placeholder:normal-case placeholder:text-night-600/60`}
        />
      }
      more={statusFilter}
      searchLabel={t('backOffice.catalogue.coupons.searchButton')}
      clearLabel={t('backOffice.catalogue.coupons.clear')}
      onSearch={() => onApply(q.trim(), status)}
      onClear={state.q || state.status ? () => onApply('', '') : null}
    />
  );
}
