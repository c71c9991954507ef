import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { contrastRatio, formatContrastRatio, HEX_COLOUR, passesAaNormalText } from '../rules/contrast.ts';
import { normalizeCouponCode } from '../rules/coupon.ts';
import { withoutInvisible } from '../rules/free-text.ts';
import { isSitePath } from '../rules/site-path.ts';
import { activePromotionSchema } from './promotions.ts';
import {
  staffPageQuery as page,
  staffPageOf as pageOf,
  staffPageSizeQuery as pageSize,
} from './staff-paging.ts';

// ---------------------------------------------------------------------------------------------------
// The back office's catalogue: coupons, promotions, announcements. Every route is behind the
// staff guard (no session 401, customer or advisor 403); reads are open to support and admin, changes
// need `catalogue: ['manage']` (admin; support 403). Every change writes its audit row in its transaction.
//   GET   /api/staff/coupons?q=&status=&page=&pageSize=&sort=&order=   → staffCouponPageSchema
//   GET   /api/staff/coupons/:couponId                                → staffCouponDetailSchema
//   POST  /api/staff/coupons              body staffCouponCreateSchema → 201 staffCouponSchema
//         (409 CODE_TAKEN when the upper-cased code exists)
//   PATCH /api/staff/coupons/:couponId    body staffCouponUpdateSchema → staffCouponSchema
//         (409 COUPON_USED: type or value of a used coupon; 409 BELOW_USES: max_uses under the uses a
//         customer already made; 409 TAROT_COUPON: a coupon won at tarot, which can only be deactivated)
//   POST  /api/staff/coupons/:couponId/deactivate | /reactivate         → staffCouponSchema
//   GET   /api/staff/promotions?status=&page=&pageSize=                → staffPromotionPageSchema
//   POST  /api/staff/promotions           body staffPromotionBodySchema → 201 staffPromotionSchema
//   PATCH /api/staff/promotions/:id       body staffPromotionBodySchema → staffPromotionSchema
//   POST  /api/staff/promotions/:id/deactivate                          → staffPromotionSchema
//   GET   /api/staff/promotions/link-hosts                             → staffLinkHostsSchema
//   GET   /api/staff/announcements?status=&page=&pageSize=             → staffAnnouncementPageSchema
//   POST  /api/staff/announcements        body staffAnnouncementBodySchema → 201 staffAnnouncementSchema
//   PATCH /api/staff/announcements/:id    body staffAnnouncementBodySchema → staffAnnouncementSchema
//   POST  /api/staff/announcements/:id/deactivate                       → staffAnnouncementSchema
// Promotions and announcements are saved in both languages: messageFr (and titleFr) are required, and a
// body without them is refused with 400 naming the field. Rows saved before that may hold null: French
// pages then show the English, and the back office flags them until they are edited.
// max_uses counts per customer (coupon_uses' slots and trigger): how often one customer may use the code.
// ---------------------------------------------------------------------------------------------------

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
export const COUPON_CODE_CHARACTERS = /^[A-Z0-9_-]+$/;
export const COUPON_MINUTES_MAX = 10_000;
export const COUPON_MAX_USES_MAX = 1_000_000;
export const PROMOTION_MESSAGE_MAX = 200;
export const PROMOTION_LINK_MAX = 500;
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_MESSAGE_MAX = 1_000;

export const COUPON_TYPES = ['percentage_off', 'bonus_minutes', 'percentage_bonus_minutes'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_STATUSES = ['active', 'expired', 'used_up', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_SORTS = ['createdAt', 'code', 'expiresAt', 'uses'] as const;
/** 'current' is the one visitors get; 'outranked' is inside its window while another one shows. */
export const WINDOW_STATUSES = ['current', 'outranked', 'scheduled', 'ended', 'inactive'] as const;
export type WindowStatus = (typeof WINDOW_STATUSES)[number];
export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const;

/** A code as staff type it: trimmed and upper-cased, then judged (letters, digits, - and _). */
export const couponCodeSchema = z
  .string()
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .min(COUPON_CODE_MIN, messageKey('backOffice.catalogue.checks.codeMin', { count: COUPON_CODE_MIN }))
      .max(COUPON_CODE_MAX, messageKey('backOffice.catalogue.checks.codeMax', { count: COUPON_CODE_MAX }))
      .regex(COUPON_CODE_CHARACTERS, messageKey('backOffice.catalogue.checks.codeCharacters')),
  );

/**
 * What is wrong with a coupon's value for its type, as a catalogue key (messages/keys.ts), or null:
 * percentages 1–100, minutes a whole number ≥ 1.
 */
export function couponValueProblem(type: CouponType, value: number): string | null {
  if (!Number.isFinite(value)) return messageKey('backOffice.catalogue.couponForm.numberRequired');
  if (type === 'bonus_minutes') {
    if (!Number.isInteger(value) || value < 1)
      return messageKey('backOffice.catalogue.checks.bonusMinutesWhole');
    if (value > COUPON_MINUTES_MAX)
      return messageKey('backOffice.catalogue.checks.bonusMinutesMax', { count: COUPON_MINUTES_MAX });
    return null;
  }
  if (value < 1 || value > 100) return messageKey('backOffice.catalogue.checks.percentageRange');
  if (Math.round(value * 100) !== value * 100)
    return messageKey('backOffice.catalogue.checks.percentageDecimals');
  return null;
}

const instant = z.iso.datetime({
  offset: true,
  message: messageKey('backOffice.catalogue.couponForm.dateInvalid'),
});

const couponTerms = {
  type: z.enum(COUPON_TYPES, messageKey('backOffice.catalogue.checks.typeRequired')),
  value: z.number(messageKey('backOffice.catalogue.couponForm.numberRequired')),
  expiresAt: instant.nullable(),
  maxUses: z
    .int(messageKey('backOffice.catalogue.checks.wholeNumber'))
    .min(1, messageKey('backOffice.catalogue.checks.maxUsesMin'))
    .max(COUPON_MAX_USES_MAX, messageKey('backOffice.catalogue.checks.maxUsesMax'))
    .nullable(),
  firstPurchaseOnly: z.boolean(),
};

function checkValue(body: { type: CouponType; value: number }, context: z.RefinementCtx) {
  const problem = couponValueProblem(body.type, body.value);
  if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
}

export const staffCouponUpdateSchema = z.strictObject(couponTerms).superRefine(checkValue);
export const staffCouponCreateSchema = z
  .strictObject({ code: couponCodeSchema, ...couponTerms })
  .superRefine(checkValue);

export const staffCouponListQuerySchema = z.object({
  q: z.string().trim().max(COUPON_CODE_MAX).optional(),
  status: z.enum(COUPON_STATUSES).optional(),
  page,
  pageSize: pageSize(25),
  sort: z.enum(COUPON_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const staffCouponParamsSchema = z.object({ couponId: z.uuid('No coupon with this id.') });
export const staffCatalogueParamsSchema = z.object({ id: z.uuid('Not a valid id.') });

export const staffCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  maxUses: z.int().nullable(),
  firstPurchaseOnly: z.boolean(),
  createdAt: z.string(),
  status: z.enum(COUPON_STATUSES),
  /** Live uses (reserved or redeemed) by every customer. */
  uses: z.int(),
  /** The most live uses one customer has made: max_uses may not go below it. */
  mostUsesByOneCustomer: z.int(),
  /** The winner of a tarot coupon: only they can use it. */
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});

export const staffCouponPageSchema = pageOf(staffCouponSchema);

export const staffCouponUseSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  at: z.string(),
  state: z.enum(['reserved', 'redeemed', 'released']),
  purchase: z
    .object({ orderId: z.string(), bundle: z.string(), totalCents: z.int(), provider: z.string() })
    .nullable(),
});

export const staffCouponDetailSchema = z.object({
  coupon: staffCouponSchema,
  /** Newest first, the last 200. */
  uses: z.array(staffCouponUseSchema),
});

/** 'Keep it under {{count}} characters.': the advisors' check says the same. */
const textMax = (max: number) => messageKey('backOffice.advisors.form.checks.descriptionMax', { count: max });

/**
 * The French version of a text: required, trimmed, the English one's length limit. French pages show it,
 * so a promotion or an announcement cannot be saved with English alone.
 */
const frenchText = (max: number, required: string) =>
  z.string(required).overwrite(withoutInvisible).trim().min(1, required).max(max, textMax(max));

const endAfterStart = messageKey('backOffice.catalogue.checks.endAfterStart');

/**
 * A promotion's link as typed: its form and length. The server then stores it by rules/link-hosts.ts's
 * judgeLink, with its list of hosts (GET /api/staff/promotions/link-hosts).
 */
export const promotionLinkSchema = z
  .string()
  .trim()
  .max(PROMOTION_LINK_MAX, messageKey('backOffice.catalogue.checks.linkMax', { count: PROMOTION_LINK_MAX }))
  .refine(
    (link) => isSitePath(link) || /^https:\/\/[^\s/\\]+\.[^\s\\]+$/.test(link),
    messageKey('backOffice.catalogue.checks.linkForm'),
  );

export const staffPromotionBodySchema = z
  .strictObject({
    message: z
      .string()
      .overwrite(withoutInvisible)
      .trim()
      .min(1, messageKey('backOffice.catalogue.checks.messageRequired'))
      .max(PROMOTION_MESSAGE_MAX, textMax(PROMOTION_MESSAGE_MAX)),
    messageFr: frenchText(PROMOTION_MESSAGE_MAX, messageKey('backOffice.catalogue.checks.messageFrRequired')),
    linkUrl: promotionLinkSchema.nullable(),
    backgroundColor: z.string().regex(HEX_COLOUR, messageKey('backOffice.catalogue.checks.colourForm')),
    textColor: z.string().regex(HEX_COLOUR, messageKey('backOffice.catalogue.checks.colourForm')),
    startDate: instant,
    endDate: instant,
  })
  .superRefine((body, context) => {
    if (Date.parse(body.endDate) <= Date.parse(body.startDate)) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: endAfterStart });
    }
    const ratio = contrastRatio(body.textColor, body.backgroundColor);
    if (ratio !== null && !passesAaNormalText(ratio)) {
      context.addIssue({
        code: 'custom',
        path: ['textColor'],
        message: messageKey('backOffice.catalogue.checks.contrastTooLow', {
          ratio: formatContrastRatio(ratio),
        }),
      });
    }
  });

export const staffWindowListQuerySchema = z.object({
  status: z.enum(WINDOW_STATUSES).optional(),
  page,
  pageSize: pageSize(25),
});

export const staffPromotionSchema = activePromotionSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
  status: z.enum(WINDOW_STATUSES),
});

export const staffPromotionPageSchema = pageOf(staffPromotionSchema);

/** Where a promotion's https link may go (rules/link-hosts.ts): our own host and PROMOTION_LINK_HOSTS. */
export const staffLinkHostsSchema = z.object({ own: z.string(), others: z.array(z.string()) });

export const staffAnnouncementBodySchema = z
  .strictObject({
    title: z
      .string()
      .overwrite(withoutInvisible)
      .trim()
      .min(1, messageKey('backOffice.catalogue.checks.titleRequired'))
      .max(ANNOUNCEMENT_TITLE_MAX, textMax(ANNOUNCEMENT_TITLE_MAX)),
    message: z
      .string()
      .overwrite(withoutInvisible)
      .trim()
      .min(1, messageKey('backOffice.catalogue.checks.messageRequired'))
      .max(ANNOUNCEMENT_MESSAGE_MAX, textMax(ANNOUNCEMENT_MESSAGE_MAX)),
    titleFr: frenchText(ANNOUNCEMENT_TITLE_MAX, messageKey('backOffice.catalogue.checks.titleFrRequired')),
    messageFr: frenchText(
      ANNOUNCEMENT_MESSAGE_MAX,
      messageKey('backOffice.catalogue.checks.messageFrRequired'),
    ),
    severity: z.enum(ANNOUNCEMENT_SEVERITIES, messageKey('backOffice.catalogue.checks.severityRequired')),
    startAt: instant.nullable(),
    endAt: instant.nullable(),
  })
  .superRefine((body, context) => {
    if (body.startAt && body.endAt && Date.parse(body.endAt) <= Date.parse(body.startAt)) {
      context.addIssue({ code: 'custom', path: ['endAt'], message: endAfterStart });
    }
  });

export const staffAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** The French title and text; null only on a row saved before French was required (English shows). */
  titleFr: z.string().nullable(),
  messageFr: z.string().nullable(),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  status: z.enum(WINDOW_STATUSES),
});

export const staffAnnouncementPageSchema = pageOf(staffAnnouncementSchema);

export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export type StaffCouponPage = z.infer<typeof staffCouponPageSchema>;
export type StaffCouponDetail = z.infer<typeof staffCouponDetailSchema>;
export type StaffCouponCreate = z.infer<typeof staffCouponCreateSchema>;
export type StaffCouponUpdate = z.infer<typeof staffCouponUpdateSchema>;
export type StaffCouponListQuery = z.infer<typeof staffCouponListQuerySchema>;
export type StaffWindowListQuery = z.infer<typeof staffWindowListQuerySchema>;
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;
export type StaffPromotionBody = z.infer<typeof staffPromotionBodySchema>;
export type StaffPromotionPage = z.infer<typeof staffPromotionPageSchema>;
export type StaffLinkHosts = z.infer<typeof staffLinkHostsSchema>;
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;
export type StaffAnnouncementBody = z.infer<typeof staffAnnouncementBodySchema>;
export type StaffAnnouncementPage = z.infer<typeof staffAnnouncementPageSchema>;
