import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { StaffCustomerDetail } from '@app/shared/schemas/staff';
import { type ColumnDef, createColumnHelper, type RowData, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/formats.ts';
import { durationLabel, formatDateTime, signedMinutes } from '../format.ts';
import { kindLabel } from '../labels.ts';
import { BackOfficeCard } from './back-office-shell.tsx';
import { DataTable, Pager, type StaffTableFeatures, staffTableFeatures } from './data-table.tsx';
import { RefundCell } from './purchase-refunds.tsx';

type Detail = StaffCustomerDetail;
type LedgerEntry = Detail['ledger'][number];
type Purchase = Detail['purchases'][number];
type Call = Detail['calls'][number];
type CouponUse = Detail['couponUses'][number];
type Session = Detail['sessions'][number];

const LEDGER_PAGE = 10;

/** A section's table, or its empty line; the ledger pages in the browser (the detail holds its last 100). */
function SectionTable<TData extends RowData>({
  title,
  caption,
  empty,
  data,
  columns,
  paged = false,
}: {
  title: string;
  caption: string;
  empty: string;
  data: TData[];
  columns: ColumnDef<StaffTableFeatures, TData>[];
  paged?: boolean;
}) {
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data,
    enableSorting: false,
    // Only the ledger pages; the other sections show every row they hold.
    manualPagination: !paged,
    initialState: { pagination: { pageIndex: 0, pageSize: LEDGER_PAGE } },
  });
  return (
    <BackOfficeCard title={title}>
      {data.length === 0 ? (
        <p className="text-night-600">{empty}</p>
      ) : (
        <>
          <DataTable table={table} caption={caption} captionHidden />
          {paged && data.length > LEDGER_PAGE ? (
            <Pager table={table} total={data.length} label={caption} />
          ) : null}
        </>
      )}
    </BackOfficeCard>
  );
}

const ledgerColumn = createColumnHelper<StaffTableFeatures, LedgerEntry>();
const purchaseColumn = createColumnHelper<StaffTableFeatures, Purchase>();
const callColumn = createColumnHelper<StaffTableFeatures, Call>();
const couponColumn = createColumnHelper<StaffTableFeatures, CouponUse>();
const phoneColumn = createColumnHelper<StaffTableFeatures, { number: string }>();
const sessionColumn = createColumnHelper<StaffTableFeatures, Session>();

export function LedgerSection({ ledger }: { ledger: LedgerEntry[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      ledgerColumn.columns([
        ledgerColumn.accessor('createdAt', {
          header: t('backOffice.customer.ledger.date'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        ledgerColumn.accessor('kind', {
          header: t('backOffice.customer.ledger.kind'),
          cell: ({ getValue }) => kindLabel(getValue()),
        }),
        ledgerColumn.accessor('delta', {
          header: t('backOffice.customer.ledger.change'),
          cell: ({ getValue }) => (
            <span className={`font-semibold ${getValue() < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
              {signedMinutes(getValue())}
            </span>
          ),
          meta: { numeric: true },
        }),
        ledgerColumn.accessor('balanceAfter', {
          header: t('backOffice.customer.ledger.balanceAfter'),
          meta: { numeric: true },
        }),
        ledgerColumn.accessor('reference', { header: t('backOffice.customer.ledger.reference') }),
        ledgerColumn.accessor('note', {
          header: t('backOffice.customer.ledger.note'),
          cell: ({ getValue }) => getValue() ?? t('backOffice.common.none'),
          meta: { wrap: true },
        }),
      ]),
    [t],
  );
  return (
    <SectionTable
      title={t('backOffice.customer.sections.ledger')}
      caption={t('backOffice.customer.ledger.caption')}
      empty={t('backOffice.customer.empty.ledger')}
      data={ledger}
      columns={columns}
      paged
    />
  );
}

export function PurchasesSection({
  purchases,
  onRefund,
}: {
  purchases: Purchase[];
  /** Set for staff who may refund (admin): each refundable purchase gets 'Refund…'. */
  onRefund?: (purchase: Purchase) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      purchaseColumn.columns([
        purchaseColumn.accessor('createdAt', {
          header: t('backOffice.customer.purchases.date'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        purchaseColumn.accessor('bundle', { header: t('backOffice.customer.purchases.bundle') }),
        purchaseColumn.accessor('minutes', {
          header: t('backOffice.customer.purchases.minutes'),
          meta: { numeric: true },
        }),
        purchaseColumn.accessor('totalCents', {
          header: t('backOffice.customer.purchases.total'),
          cell: ({ getValue }) => formatMoney(getValue()),
          meta: { numeric: true },
        }),
        purchaseColumn.accessor('provider', { header: t('backOffice.customer.purchases.provider') }),
        purchaseColumn.accessor('status', { header: t('backOffice.customer.purchases.status') }),
        purchaseColumn.accessor('couponCode', {
          header: t('backOffice.customer.purchases.coupon'),
          cell: ({ getValue }) => getValue() ?? t('backOffice.common.none'),
        }),
        purchaseColumn.display({
          id: 'refunds',
          header: t('backOffice.refunds.column'),
          cell: ({ row }) => <RefundCell purchase={row.original} onRefund={onRefund} />,
        }),
      ]),
    [t, onRefund],
  );
  return (
    <SectionTable
      title={t('backOffice.customer.sections.purchases')}
      caption={t('backOffice.customer.purchases.caption')}
      empty={t('backOffice.customer.empty.purchases')}
      data={purchases}
      columns={columns}
    />
  );
}

export function CallsSection({ calls }: { calls: Call[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      callColumn.columns([
        callColumn.accessor('startedAt', {
          header: t('backOffice.customer.calls.date'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        callColumn.accessor('advisor', { header: t('backOffice.customer.calls.advisor') }),
        callColumn.accessor('durationSeconds', {
          header: t('backOffice.customer.calls.duration'),
          cell: ({ getValue }) => durationLabel(getValue()),
          meta: { numeric: true },
        }),
        callColumn.accessor('minutesBilled', {
          header: t('backOffice.customer.calls.billed'),
          meta: { numeric: true },
        }),
      ]),
    [t],
  );
  return (
    <SectionTable
      title={t('backOffice.customer.sections.calls')}
      caption={t('backOffice.customer.calls.caption')}
      empty={t('backOffice.customer.empty.calls')}
      data={calls}
      columns={columns}
    />
  );
}

export function CouponUsesSection({ couponUses }: { couponUses: CouponUse[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      couponColumn.columns([
        couponColumn.accessor('code', {
          header: t('backOffice.customer.couponUses.code'),
          cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
        }),
        couponColumn.accessor('usedAt', {
          header: t('backOffice.customer.couponUses.date'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        couponColumn.accessor('orderId', {
          header: t('backOffice.customer.couponUses.order'),
          cell: ({ getValue }) => getValue() ?? t('backOffice.common.none'),
        }),
      ]),
    [t],
  );
  return (
    <SectionTable
      title={t('backOffice.customer.sections.couponUses')}
      caption={t('backOffice.customer.couponUses.caption')}
      empty={t('backOffice.customer.empty.couponUses')}
      data={couponUses}
      columns={columns}
    />
  );
}

export function PhonesSection({ phoneNumbers }: { phoneNumbers: string[] }) {
  const { t } = useTranslation();
  const data = useMemo(() => phoneNumbers.map((number) => ({ number })), [phoneNumbers]);
  const columns = useMemo(
    () =>
      phoneColumn.columns([
        phoneColumn.accessor('number', {
          header: t('backOffice.customer.phones.number'),
          cell: ({ getValue }) => (
            <span className="tabular-nums">
              {formatPhoneDisplay(getValue())} <span className="text-night-500">{getValue()}</span>
            </span>
          ),
        }),
      ]),
    [t],
  );
  return (
    <SectionTable
      title={t('backOffice.customer.sections.phones')}
      caption={t('backOffice.customer.phones.caption')}
      empty={t('backOffice.customer.empty.phones')}
      data={data}
      columns={columns}
    />
  );
}

export function SessionsSection({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      sessionColumn.columns([
        sessionColumn.accessor('createdAt', {
          header: t('backOffice.customer.sessions.started'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        sessionColumn.accessor('expiresAt', {
          header: t('backOffice.customer.sessions.expires'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        sessionColumn.accessor('ipAddress', {
          header: t('backOffice.customer.sessions.ip'),
          cell: ({ getValue }) => getValue() ?? t('backOffice.common.none'),
        }),
        sessionColumn.accessor('userAgent', {
          header: t('backOffice.customer.sessions.device'),
          cell: ({ getValue }) => getValue() ?? t('backOffice.common.none'),
          meta: { wrap: true },
        }),
      ]),
    [t],
  );
  return (
    <SectionTable
      title={t('backOffice.customer.sections.sessions')}
      caption={t('backOffice.customer.sessions.caption')}
      empty={t('backOffice.customer.empty.sessions')}
      data={sessions}
      columns={columns}
    />
  );
}
