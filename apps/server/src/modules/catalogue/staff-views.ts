import { shownCustomerName } from '@app/shared/rules/customer';
import type { Language } from '@app/shared/rules/language';
import type {
  StaffAnnouncement,
  StaffCoupon,
  StaffCouponDetail,
  StaffPromotion,
  WindowStatus,
} from '@app/shared/schemas/staff-catalogue';
import { toPromotion } from './active-promotion.ts';
import type { AnnouncementRow, CatalogueRepository, PromotionRow } from './staff-repository.ts';

type CouponListRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findCoupon']>>>;
type CouponUseRow = Awaited<ReturnType<CatalogueRepository['couponUses']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A coupon as the back office lists it: its state now, its uses, and its owner (a tarot prize). */
export function toStaffCoupon({
  coupon,
  uses,
  mostUsesByOne,
  status,
  ownerName,
  ownerEmail,
}: CouponListRow): StaffCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    active: coupon.active,
    expiresAt: iso(coupon.expiresAt),
    maxUses: coupon.maxUses,
    firstPurchaseOnly: coupon.firstPurchaseOnly,
    createdAt: coupon.createdAt.toISOString(),
    status,
    uses,
    mostUsesByOneCustomer: mostUsesByOne,
    owner:
      coupon.ownerCustomerId === null
        ? null
        : {
            id: coupon.ownerCustomerId,
            name: shownCustomerName(ownerName, ownerEmail ?? '') ?? '',
            email: ownerEmail ?? '',
          },
  };
}

/** `language`: the staff page's, which the bundle is named in. */
export function toCouponUse(row: CouponUseRow, language: Language): StaffCouponDetail['uses'][number] {
  const bundle = language === 'fr' ? row.bundleFr : row.bundle;
  const state = row.purchaseId ? 'redeemed' : row.releasedAt ? 'released' : 'reserved';
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: shownCustomerName(row.customerName, row.customerEmail) ?? '',
    customerEmail: row.customerEmail,
    at: row.at.toISOString(),
    state,
    purchase:
      row.orderId && bundle && row.provider
        ? {
            orderId: row.orderId,
            bundle,
            totalCents: row.totalCents ?? 0,
            provider: row.provider,
          }
        : null,
  };
}

export function toStaffPromotion({
  row,
  status,
}: {
  row: PromotionRow;
  status: WindowStatus;
}): StaffPromotion {
  return { ...toPromotion(row), isActive: row.isActive, createdAt: row.createdAt.toISOString(), status };
}

export function toStaffAnnouncement({
  row,
  status,
}: {
  row: AnnouncementRow;
  status: WindowStatus;
}): StaffAnnouncement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    titleFr: row.titleFr,
    messageFr: row.messageFr,
    severity: row.severity,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    status,
  };
}
