import { isUniqueViolation } from '@app/db/errors';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { shownCustomerName } from '@app/shared/rules/customer';
import type { Language } from '@app/shared/rules/language';
import { hostAllowed, type LinkHosts, parseHttpsLink } from '@app/shared/rules/link-hosts';
import { isSitePath } from '@app/shared/rules/site-path';
import type {
  StaffAnnouncement,
  StaffAnnouncementBody,
  StaffAnnouncementPage,
  StaffCoupon,
  StaffCouponCreate,
  StaffCouponDetail,
  StaffCouponListQuery,
  StaffCouponPage,
  StaffCouponUpdate,
  StaffPromotion,
  StaffPromotionBody,
  StaffPromotionPage,
  WindowStatus,
} from '@app/shared/schemas/staff-catalogue';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { toPromotion } from './active-promotion.ts';
import type {
  AnnouncementRow,
  CatalogueRepository,
  CouponRow,
  PromotionRow,
  WindowSearch,
} from './staff-repository.ts';

type CouponListRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findCoupon']>>>;
type CouponUseRow = Awaited<ReturnType<CatalogueRepository['couponUses']>>[number];

const notFound = (what: 'coupon' | 'promotion' | 'announcement') =>
  new AppError(404, 'NOT_FOUND', `No ${what} with this id.`);

/** Who acted, and why when they said (a deactivation's note). */
const auditOf = (actor: StaffActor, reason: string | null = null) => ({
  actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
  reason,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

function toStaffCoupon({
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
function toCouponUse(row: CouponUseRow, language: Language): StaffCouponDetail['uses'][number] {
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

function toStaffPromotion({ row, status }: { row: PromotionRow; status: WindowStatus }): StaffPromotion {
  return { ...toPromotion(row), isActive: row.isActive, createdAt: row.createdAt.toISOString(), status };
}

function toStaffAnnouncement({
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

const couponTerms = (body: StaffCouponUpdate) => ({
  type: body.type,
  value: body.value,
  expiresAt: dateOrNull(body.expiresAt),
  maxUses: body.maxUses,
  firstPurchaseOnly: body.firstPurchaseOnly,
});

/**
 * The rules of a coupon change, given the coupon as locked and the most uses one customer made of it: a
 * tarot prize only switches on and off, a used coupon keeps its type and value (what customers paid was
 * priced by them), and max_uses never goes under what a customer already used.
 */
export function couponChangeProblem(
  current: Pick<CouponRow, 'type' | 'value' | 'ownerCustomerId'>,
  mostUsesByOne: number,
  next: Pick<CouponRow, 'type' | 'value' | 'maxUses'>,
): AppError | null {
  if (current.ownerCustomerId !== null) {
    return new AppError(
      409,
      'TAROT_COUPON',
      'This coupon was won at tarot and belongs to its winner: it can be deactivated, not edited.',
    );
  }
  if (mostUsesByOne > 0 && (next.type !== current.type || next.value !== current.value)) {
    return new AppError(
      409,
      'COUPON_USED',
      'This coupon has already been used, so its type and value cannot change: purchases were priced with them. Deactivate it and create a new code instead.',
    );
  }
  if (next.maxUses !== null && next.maxUses < mostUsesByOne) {
    return new AppError(
      409,
      'BELOW_USES',
      `A customer has already used this coupon ${mostUsesByOne} times, so the limit per customer cannot be lower than ${mostUsesByOne}.`,
    );
  }
  return null;
}

export interface ShownToVisitors {
  promotion(at: Date): Promise<{ id: string } | null>;
  announcement(at: Date): Promise<{ id: string } | null>;
}

/** The catalogue's rules (coupons, promotions, announcements); each change commits with its audit row. */
export function createCatalogueService({
  repository,
  shown,
  linkHosts,
  onSiteContentChange = () => undefined,
  now = () => new Date(),
}: {
  repository: CatalogueRepository;
  /** Where a promotion's https link may go: our own host, and the other sites of config.promotionLinkHosts. */
  linkHosts: LinkHosts;
  /**
   * The promotion and the announcement visitors get at `at` (the public routes' own functions), so that
   * 'Showing now' marks that one and no other.
   */
  shown: ShownToVisitors;
  /** After a promotion or an announcement changed here: this instance's pages need not wait for the NOTIFY. */
  onSiteContentChange?: () => void;
  now?: () => Date;
}) {
  async function coupon(id: string): Promise<StaffCoupon> {
    const row = await repository.findCoupon(id, now());
    if (!row) throw notFound('coupon');
    return toStaffCoupon(row);
  }

  async function setCouponActive(
    actor: StaffActor,
    id: string,
    active: boolean,
    note: string,
  ): Promise<StaffCoupon> {
    const after = await repository.updateCoupon(
      id,
      active ? 'coupon.update' : 'coupon.deactivate',
      (current) => (current.active === active ? null : { active }),
      auditOf(actor, note),
    );
    if (!after) throw notFound('coupon');
    return coupon(id);
  }

  /** A promotion as it is after a change (the pages' copies are refreshed first). */
  async function changedPromotion(id: string) {
    onSiteContentChange();
    const at = now();
    const row = await repository.findPromotion(id, at, (await shown.promotion(at))?.id ?? null);
    if (!row) throw notFound('promotion');
    return toStaffPromotion(row);
  }

  async function changedAnnouncement(id: string) {
    onSiteContentChange();
    const at = now();
    const row = await repository.findAnnouncement(id, at, (await shown.announcement(at))?.id ?? null);
    if (!row) throw notFound('announcement');
    return toStaffAnnouncement(row);
  }

  return {
    async listCoupons(search: StaffCouponListQuery): Promise<StaffCouponPage> {
      const { rows, total } = await repository.searchCoupons(search, now());
      return { items: rows.map(toStaffCoupon), total, page: search.page, pageSize: search.pageSize };
    },

    async couponDetail(id: string, language: Language = 'en'): Promise<StaffCouponDetail> {
      const found = await coupon(id);
      const uses = await repository.couponUses(id);
      return { coupon: found, uses: uses.map((row) => toCouponUse(row, language)) };
    },

    async createCoupon(actor: StaffActor, body: StaffCouponCreate): Promise<StaffCoupon> {
      if (body.expiresAt !== null && Date.parse(body.expiresAt) <= now().getTime()) {
        throw new AppError(400, 'VALIDATION_ERROR', 'The expiry of a new coupon must be in the future.');
      }
      try {
        const row = await repository.createCoupon({ code: body.code, ...couponTerms(body) }, auditOf(actor));
        return coupon(row.id);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(409, 'CODE_TAKEN', `A coupon with the code ${body.code} already exists.`);
        }
        throw error;
      }
    },

    async updateCoupon(actor: StaffActor, id: string, body: StaffCouponUpdate): Promise<StaffCoupon> {
      const next = couponTerms(body);
      const after = await repository.updateCoupon(
        id,
        'coupon.update',
        (current, mostUsesByOne) => {
          const problem = couponChangeProblem(current, mostUsesByOne, next);
          if (problem) throw problem;
          return next;
        },
        auditOf(actor),
      );
      if (!after) throw notFound('coupon');
      return coupon(id);
    },

    deactivateCoupon: (actor: StaffActor, id: string, note: string) =>
      setCouponActive(actor, id, false, note),
    reactivateCoupon: (actor: StaffActor, id: string, note: string) => setCouponActive(actor, id, true, note),

    async listPromotions(search: WindowSearch): Promise<StaffPromotionPage> {
      const at = now();
      const shownId = (await shown.promotion(at))?.id ?? null;
      const { rows, total } = await repository.searchPromotions(search, at, shownId);
      return { items: rows.map(toStaffPromotion), total, page: search.page, pageSize: search.pageSize };
    },

    async createPromotion(actor: StaffActor, body: StaffPromotionBody): Promise<StaffPromotion> {
      const row = await repository.createPromotion(promotionValues(body, linkHosts), auditOf(actor));
      if (!row) throw new Error('promotion insert returned nothing');
      return changedPromotion(row.id);
    },

    async updatePromotion(actor: StaffActor, id: string, body: StaffPromotionBody): Promise<StaffPromotion> {
      const after = await repository.updatePromotion(
        id,
        'promotion.update',
        promotionValues(body, linkHosts),
        auditOf(actor),
      );
      if (!after) throw notFound('promotion');
      return changedPromotion(id);
    },

    async deactivatePromotion(actor: StaffActor, id: string, note: string): Promise<StaffPromotion> {
      const after = await repository.updatePromotion(
        id,
        'promotion.deactivate',
        { isActive: false },
        auditOf(actor, note),
      );
      if (!after) throw notFound('promotion');
      return changedPromotion(id);
    },

    async listAnnouncements(search: WindowSearch): Promise<StaffAnnouncementPage> {
      const at = now();
      const shownId = (await shown.announcement(at))?.id ?? null;
      const { rows, total } = await repository.searchAnnouncements(search, at, shownId);
      return { items: rows.map(toStaffAnnouncement), total, page: search.page, pageSize: search.pageSize };
    },

    async createAnnouncement(actor: StaffActor, body: StaffAnnouncementBody): Promise<StaffAnnouncement> {
      const row = await repository.createAnnouncement(announcementValues(body), auditOf(actor));
      if (!row) throw new Error('announcement insert returned nothing');
      return changedAnnouncement(row.id);
    },

    async updateAnnouncement(
      actor: StaffActor,
      id: string,
      body: StaffAnnouncementBody,
    ): Promise<StaffAnnouncement> {
      const after = await repository.updateAnnouncement(
        id,
        'announcement.update',
        announcementValues(body),
        auditOf(actor),
      );
      if (!after) throw notFound('announcement');
      return changedAnnouncement(id);
    },

    async deactivateAnnouncement(actor: StaffActor, id: string, note: string): Promise<StaffAnnouncement> {
      const after = await repository.updateAnnouncement(
        id,
        'announcement.deactivate',
        { isActive: false },
        auditOf(actor, note),
      );
      if (!after) throw notFound('announcement');
      return changedAnnouncement(id);
    },
  };
}

/**
 * The link as stored: a path of our site as written (the schema checked it), or an https address in its
 * normal form whose host is on the list; another host is a 400 naming it and the hosts allowed.
 */
export function promotionLinkOf(link: string | null, linkHosts: LinkHosts): string | null {
  if (link === null || isSitePath(link)) return link;
  const url = parseHttpsLink(link);
  if (!url) throw new AppError(400, 'LINK_FORM', en.backOffice.catalogue.checks.linkForm);
  const others = linkHosts.others;
  if (hostAllowed(url.hostname, [linkHosts.own, ...others])) return url.href;
  throw new AppError(
    400,
    'LINK_HOST_NOT_ALLOWED',
    others.length === 0
      ? formatMessage(en.backOffice.catalogue.checks.linkHostNone, { host: url.hostname })
      : formatMessage(en.backOffice.catalogue.checks.linkHost, {
          host: url.hostname,
          hosts: others.join(', '),
        }),
  );
}

const promotionValues = (body: StaffPromotionBody, linkHosts: LinkHosts) => ({
  message: body.message,
  messageFr: body.messageFr,
  linkUrl: promotionLinkOf(body.linkUrl, linkHosts),
  backgroundColor: body.backgroundColor.toLowerCase(),
  textColor: body.textColor.toLowerCase(),
  startDate: new Date(body.startDate),
  endDate: new Date(body.endDate),
});

const announcementValues = (body: StaffAnnouncementBody) => ({
  title: body.title,
  message: body.message,
  titleFr: body.titleFr,
  messageFr: body.messageFr,
  severity: body.severity,
  startAt: dateOrNull(body.startAt),
  endAt: dateOrNull(body.endAt),
});

export type CatalogueService = ReturnType<typeof createCatalogueService>;
