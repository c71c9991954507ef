import type { StaffCouponDetail } from '@app/shared/schemas/staff-catalogue';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { couponQueryOptions, useSetCouponActive } from '../catalogue-api.ts';
import { formatDateTime } from '../format.ts';
import { customerPath } from '../labels.ts';
import { BackOfficeCard, BackOfficeShell, LoadFailed } from './back-office-shell.tsx';
import {
  CatalogueStatusBadge,
  ReadOnlyNote,
  useCanManageCatalogue,
  useOfferLabel,
} from './catalogue-parts.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';
import { CouponDialog } from './coupon-form.tsx';
import { DataTable, Pager, type StaffTableFeatures, staffTableFeatures } from './data-table.tsx';
import { Badge } from './status-badges.tsx';

type Use = StaffCouponDetail['uses'][number];
const useColumn = createColumnHelper<StaffTableFeatures, Use>();
const STATE_TONES = { reserved: 'neutral', redeemed: 'good', released: 'bad' } as const;

function BackToCoupons() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/coupons"
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-gold-200 hover:text-white"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('backOffice.catalogue.coupon.back')}
    </Link>
  );
}

/** /admin/coupons/:couponId: the coupon's terms, who used it, and (admins) edit and switch it off or on. */
export function CouponPage() {
  const { t } = useTranslation();
  const { couponId = '' } = useParams();
  const detail = useQuery(couponQueryOptions(couponId));
  const canManage = useCanManageCatalogue();
  const [editing, setEditing] = useState(false);
  const [toggling, setToggling] = useState(false);
  const setActive = useSetCouponActive(couponId);

  if (!detail.data) {
    const missing =
      detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <BackOfficeShell
        title={t('backOffice.catalogue.coupons.title')}
        heading={t('backOffice.catalogue.coupons.title')}
        above={<BackToCoupons />}
      >
        {detail.isError ? (
          <LoadFailed
            message={missing ? t('backOffice.catalogue.coupon.notFound') : undefined}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <div className="flex min-h-[30vh] items-center justify-center">
            <Spinner label={t('backOffice.common.loading')} />
          </div>
        )}
      </BackOfficeShell>
    );
  }
  const { coupon, uses } = detail.data;
  const tarot = coupon.owner !== null;
  const verb = coupon.active ? 'deactivate' : 'reactivate';

  return (
    <BackOfficeShell
      title={coupon.code}
      heading={<span className="font-mono">{coupon.code}</span>}
      above={<BackToCoupons />}
      subline={canManage ? undefined : <ReadOnlyNote />}
      action={
        canManage ? (
          <div className="flex flex-wrap gap-2">
            {tarot ? null : (
              <button type="button" onClick={() => setEditing(true)} className={buttonClass('gold', 'md')}>
                {t('backOffice.catalogue.edit')}
              </button>
            )}
            <button
              type="button"
              onClick={() => setToggling(true)}
              className={buttonClass('outlineLight', 'md')}
            >
              {t(`backOffice.catalogue.${verb}`)}
            </button>
          </div>
        ) : null
      }
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <Terms detail={detail.data} />
        <UsesCard code={coupon.code} uses={uses} />
      </div>
      {canManage && !tarot ? (
        <CouponDialog open={editing} coupon={coupon} onClose={() => setEditing(false)} />
      ) : null}
      {canManage ? (
        <ConfirmNoteDialog
          open={toggling}
          title={t(`backOffice.catalogue.coupon.${verb}Title`, { code: coupon.code })}
          text={t(`backOffice.catalogue.coupon.${verb}Text`)}
          submitLabel={t(`backOffice.catalogue.${verb}`)}
          danger={coupon.active}
          pending={setActive.isPending}
          error={setActive.isError ? messageOf(setActive.error, t('backOffice.catalogue.failed')) : null}
          onClose={() => {
            setToggling(false);
            setActive.reset();
          }}
          onConfirm={(note) =>
            setActive.mutate(
              { active: !coupon.active, note },
              {
                onSuccess: () => {
                  toast.success(
                    t(`backOffice.catalogue.coupon.${coupon.active ? 'deactivated' : 'reactivated'}`),
                  );
                  setToggling(false);
                },
              },
            )
          }
        />
      ) : null}
    </BackOfficeShell>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-night-100 py-2.5 last:border-b-0">
      <dt className="text-sm text-night-600">{label}</dt>
      <dd className="text-right font-semibold text-night-900">{children}</dd>
    </div>
  );
}

function Terms({ detail }: { detail: StaffCouponDetail }) {
  const { t } = useTranslation();
  const offer = useOfferLabel();
  const { coupon } = detail;
  return (
    <BackOfficeCard title={t('backOffice.catalogue.coupon.terms')}>
      <dl>
        <Row label={t('backOffice.catalogue.coupons.columns.status')}>
          <CatalogueStatusBadge status={coupon.status} />
        </Row>
        <Row label={t('backOffice.catalogue.coupons.columns.offer')}>{offer(coupon)}</Row>
        <Row label={t('backOffice.catalogue.coupons.columns.uses')}>
          {coupon.maxUses === null
            ? coupon.uses
            : t('backOffice.catalogue.coupons.usesOf', { uses: coupon.uses, max: coupon.maxUses })}
        </Row>
        <Row label={t('backOffice.catalogue.coupons.columns.expires')}>
          {coupon.expiresAt ? formatDateTime(coupon.expiresAt) : t('backOffice.catalogue.coupons.noExpiry')}
        </Row>
        {coupon.firstPurchaseOnly ? (
          <Row label={t('backOffice.catalogue.coupons.firstPurchase')}>✓</Row>
        ) : null}
        <Row label={t('backOffice.catalogue.coupons.columns.created')}>
          {formatDateTime(coupon.createdAt)}
        </Row>
        {coupon.owner ? (
          <Row label={t('backOffice.catalogue.coupon.owner')}>
            <Link to={customerPath(coupon.owner.id)} className="underline underline-offset-2">
              {coupon.owner.name || coupon.owner.email}
            </Link>
          </Row>
        ) : null}
      </dl>
      {coupon.owner ? (
        <p className="mt-3 text-sm text-night-600">{t('backOffice.catalogue.coupon.ownerNote')}</p>
      ) : null}
    </BackOfficeCard>
  );
}

function UsesCard({ code, uses }: { code: string; uses: Use[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      useColumn.columns([
        useColumn.display({
          id: 'customer',
          header: t('backOffice.catalogue.coupon.columns.customer'),
          cell: ({ row }) => (
            <Link
              to={customerPath(row.original.customerId)}
              className="grid gap-0.5 underline-offset-2 hover:underline"
            >
              <span className="font-semibold text-night-900">
                {row.original.customerName || row.original.customerEmail}
              </span>
              <span className="text-xs text-night-600">{row.original.customerEmail}</span>
            </Link>
          ),
        }),
        useColumn.accessor('at', {
          header: t('backOffice.catalogue.coupon.columns.when'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        useColumn.accessor('state', {
          header: t('backOffice.catalogue.coupon.columns.state'),
          cell: ({ getValue }) => (
            <Badge tone={STATE_TONES[getValue()]}>
              {t(`backOffice.catalogue.coupon.states.${getValue()}`)}
            </Badge>
          ),
        }),
        useColumn.accessor('purchase', {
          header: t('backOffice.catalogue.coupon.columns.purchase'),
          cell: ({ getValue }) => {
            const purchase = getValue();
            return purchase ? (
              <span className="grid gap-0.5">
                <span>
                  {purchase.bundle} · {formatMoney(purchase.totalCents)}
                </span>
                <span className="font-mono text-xs text-night-600">{purchase.orderId}</span>
              </span>
            ) : (
              <span className="text-night-500">{t('backOffice.catalogue.coupon.pending')}</span>
            );
          },
          meta: { wrap: true },
        }),
      ]),
    [t],
  );
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: uses,
    enableSorting: false,
    initialState: { pagination: { pageIndex: 0, pageSize: 10 } },
  });
  return (
    <BackOfficeCard title={t('backOffice.catalogue.coupon.uses')}>
      {uses.length === 0 ? (
        <p className="text-night-600">{t('backOffice.catalogue.coupon.noUses')}</p>
      ) : (
        <>
          <DataTable
            table={table}
            caption={t('backOffice.catalogue.coupon.usesCaption', { code })}
            captionHidden
          />
          {uses.length > 10 ? <Pager table={table} total={uses.length} /> : null}
        </>
      )}
    </BackOfficeCard>
  );
}
