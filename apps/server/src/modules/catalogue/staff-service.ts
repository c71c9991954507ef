import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import type { Language } from '@app/shared/rules/language';
import type { LinkHosts } from '@app/shared/rules/link-hosts';
import type { StaffAuditAction } from '@app/shared/schemas/staff';
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
  StaffLinkHosts,
  StaffPromotion,
  StaffPromotionBody,
  StaffPromotionPage,
} from '@app/shared/schemas/staff-catalogue';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import {
  type CatalogueRepository,
  type CouponRow,
  createCatalogueRepository,
  type WindowSearch,
} from './staff-repository.ts';
import { announcementValues, couponTerms, promotionValues } from './staff-values.ts';
import { toCouponUse, toStaffAnnouncement, toStaffCoupon, toStaffPromotion } from './staff-views.ts';

const notFound = (what: 'coupon' | 'promotion' | 'announcement') =>
  new AppError(404, 'NOT_FOUND', `No ${what} with this id.`);

/** Who acted, and why when they said (a deactivation's note). */
const auditOf = (actor: StaffActor, reason: string | null = null) => ({
  actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
  reason,
});
type Audit = ReturnType<typeof auditOf>;

const couponTarget = (id: string) => `coupon:${id}`;
const promotionTarget = (id: string) => `promotion:${id}`;
const announcementTarget = (id: string) => `announcement:${id}`;

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
  db,
  shown,
  linkHosts,
  onSiteContentChange = () => undefined,
  now = () => new Date(),
}: {
  db: AppDb;
  /** Where a promotion's https link may go: our own host, and the other sites of config.promotionLinkHosts. */
  linkHosts: LinkHosts;
  /**
   * The promotion and the announcement visitors get at `at` (the public routes' own functions), so that
   * 'Showing now' marks that one and no other.
   */
  shown: ShownToVisitors;
  /** After a promotion or an announcement changed here: this instance's pages need not wait for the NOTIFY. */
  onSiteContentChange?: () => void | Promise<void>;
  now?: () => Date;
}) {
  const repository = createCatalogueRepository(db);

  /**
   * Changes a coupon under the repository's lockCoupon: `decide` sees the row and the most uses one
   * customer made and answers the new values, null for no change, or throws (an AppError: the change is
   * refused). The change commits with its audit row; undefined when there is no coupon.
   */
  function changeCoupon(
    id: string,
    action: 'coupon.update' | 'coupon.deactivate',
    decide: (current: CouponRow, mostUsesByOne: number) => Partial<CouponRow> | null,
    audit: Audit,
  ) {
    return retryTransaction(db, async (tx) => {
      const rows = createCatalogueRepository(tx);
      const locked = await rows.lockCoupon(id);
      if (!locked) return undefined;
      const change = decide(locked.row, locked.mostUsesByOne);
      if (change === null) return locked.row;
      const after = await rows.updateCoupon(id, change);
      await insertAudit(tx, { ...audit, action, target: couponTarget(id), before: locked.row, after });
      return after;
    });
  }

  /**
   * A change of a promotion or an announcement: `change` writes it (undefined: nothing to change), then
   * its audit row and the NOTIFY that tells every instance, all in one transaction.
   */
  function siteContentChange<R extends { id: string }>(
    what: 'promotion' | 'announcement',
    action: StaffAuditAction,
    audit: Audit,
    change: (rows: CatalogueRepository) => Promise<{ before: R | null; after: R } | undefined>,
  ): Promise<R | undefined> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as AppDb;
      const rows = createCatalogueRepository(tx);
      const done = await change(rows);
      if (!done) return undefined;
      const target =
        what === 'promotion' ? promotionTarget(done.after.id) : announcementTarget(done.after.id);
      await insertAudit(tx, { ...audit, action, target, before: done.before, after: done.after });
      await rows.notifySiteContent(what);
      return done.after;
    });
  }

  /** Changes a promotion (locked) with its audit row; undefined when there is none. */
  const changePromotion = (
    id: string,
    action: 'promotion.update' | 'promotion.deactivate',
    change: Parameters<CatalogueRepository['updatePromotion']>[1],
    audit: Audit,
  ) =>
    siteContentChange('promotion', action, audit, async (rows) => {
      const before = await rows.lockPromotion(id);
      if (!before) return undefined;
      const after = await rows.updatePromotion(id, change);
      return after && { before, after };
    });

  const changeAnnouncement = (
    id: string,
    action: 'announcement.update' | 'announcement.deactivate',
    change: Parameters<CatalogueRepository['updateAnnouncement']>[1],
    audit: Audit,
  ) =>
    siteContentChange('announcement', action, audit, async (rows) => {
      const before = await rows.lockAnnouncement(id);
      if (!before) return undefined;
      const after = await rows.updateAnnouncement(id, change);
      return after && { before, after };
    });

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
    const after = await changeCoupon(
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
    await onSiteContentChange();
    const at = now();
    const row = await repository.findPromotion(id, at, (await shown.promotion(at))?.id ?? null);
    if (!row) throw notFound('promotion');
    return toStaffPromotion(row);
  }

  async function changedAnnouncement(id: string) {
    await onSiteContentChange();
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
        // The coupon commits with its audit row; a taken code is the unique key's answer (race-proof).
        const row = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as AppDb;
          const inserted = await createCatalogueRepository(tx).insertCoupon({
            code: body.code,
            ...couponTerms(body),
          });
          if (!inserted) throw new Error('coupon insert returned nothing');
          await insertAudit(tx, {
            ...auditOf(actor),
            action: 'coupon.create',
            target: couponTarget(inserted.id),
            before: null,
            after: inserted,
          });
          return inserted;
        });
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
      const after = await changeCoupon(
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

    /** The hosts links are judged against, so the back office's preview judges them the same way. */
    promotionLinkHosts(): StaffLinkHosts {
      return { own: linkHosts.own, others: [...linkHosts.others] };
    },

    async createPromotion(actor: StaffActor, body: StaffPromotionBody): Promise<StaffPromotion> {
      const values = promotionValues(body, linkHosts);
      const row = await siteContentChange('promotion', 'promotion.create', auditOf(actor), async (rows) => {
        const inserted = await rows.insertPromotion(values);
        return inserted && { before: null, after: inserted };
      });
      if (!row) throw new Error('promotion insert returned nothing');
      return changedPromotion(row.id);
    },

    async updatePromotion(actor: StaffActor, id: string, body: StaffPromotionBody): Promise<StaffPromotion> {
      const after = await changePromotion(
        id,
        'promotion.update',
        promotionValues(body, linkHosts),
        auditOf(actor),
      );
      if (!after) throw notFound('promotion');
      return changedPromotion(id);
    },

    async deactivatePromotion(actor: StaffActor, id: string, note: string): Promise<StaffPromotion> {
      const after = await changePromotion(
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
      const values = announcementValues(body);
      const row = await siteContentChange(
        'announcement',
        'announcement.create',
        auditOf(actor),
        async (rows) => {
          const inserted = await rows.insertAnnouncement(values);
          return inserted && { before: null, after: inserted };
        },
      );
      if (!row) throw new Error('announcement insert returned nothing');
      return changedAnnouncement(row.id);
    },

    async updateAnnouncement(
      actor: StaffActor,
      id: string,
      body: StaffAnnouncementBody,
    ): Promise<StaffAnnouncement> {
      const after = await changeAnnouncement(
        id,
        'announcement.update',
        announcementValues(body),
        auditOf(actor),
      );
      if (!after) throw notFound('announcement');
      return changedAnnouncement(id);
    },

    async deactivateAnnouncement(actor: StaffActor, id: string, note: string): Promise<StaffAnnouncement> {
      const after = await changeAnnouncement(
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

export type CatalogueService = ReturnType<typeof createCatalogueService>;
