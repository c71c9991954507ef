import { easternWallClockToIso, isoToEasternWallClock } from '@app/shared/rules/eastern-wall-clock';
import { judgeLink, type LinkHosts } from '@app/shared/rules/link-hosts';
import { isSitePath } from '@app/shared/rules/site-path';
import {
  type CouponType,
  promotionLinkSchema,
  type StaffAnnouncement,
  type StaffAnnouncementBody,
  type StaffCoupon,
  type StaffCouponCreate,
  type StaffCouponUpdate,
  type StaffPromotion,
  type StaffPromotionBody,
  staffAnnouncementBodySchema,
  staffCouponCreateSchema,
  staffCouponUpdateSchema,
  staffPromotionBodySchema,
} from '@app/shared/schemas/staff-catalogue';
import type { z } from 'zod';
import { schemaMessage } from '../../lib/schema-messages.ts';

// The catalogue's forms hold text as inputs give it (numbers as typed, Montréal wall-clock times from
// datetime-local inputs); these turn it into the API's bodies, judged by the shared schemas, with each
// message (a catalogue key) on the field it concerns, in the page's language.

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
export type FormCheck<V, B> = { ok: true; body: B } | { ok: false; errors: FieldErrors<V> };

/** The words a form needs that the shared schemas cannot say (they never see the typed text). */
export interface FormWords {
  numberRequired: string;
  dateInvalid: string;
  expiryPast: string;
}

function fieldErrorsOf<V>(error: z.ZodError, fields: readonly string[], into: FieldErrors<V>) {
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (fields.includes(field) && !into[field as keyof V & string]) {
      into[field as keyof V & string] = schemaMessage(issue.message);
    }
  }
}

/** '' → null; a wall-clock time → its instant; anything else → the error, under `field`. */
function instantOf<V>(text: string, field: keyof V & string, errors: FieldErrors<V>, words: FormWords) {
  if (text.trim() === '') return null;
  const iso = easternWallClockToIso(text.trim());
  if (iso === null) errors[field] = words.dateInvalid;
  return iso;
}

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

function finish<V, B>(
  errors: FieldErrors<V>,
  parsed: { success: true; data: B } | { success: false; error: z.ZodError },
  fields: readonly string[],
): FormCheck<V, B> {
  if (!parsed.success) fieldErrorsOf(parsed.error, fields, errors);
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

export interface CouponFormValues {
  code: string;
  type: CouponType;
  value: string;
  expiresAt: string;
  maxUses: string;
  firstPurchaseOnly: boolean;
}

const COUPON_FIELDS = ['code', 'type', 'value', 'expiresAt', 'maxUses', 'firstPurchaseOnly'] as const;

export function couponFormValues(coupon?: StaffCoupon): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'percentage_off',
    value: coupon ? String(coupon.value) : '',
    expiresAt: coupon?.expiresAt ? isoToEasternWallClock(coupon.expiresAt) : '',
    maxUses: coupon?.maxUses ? String(coupon.maxUses) : '',
    firstPurchaseOnly: coupon?.firstPurchaseOnly ?? false,
  };
}

function couponTerms(values: CouponFormValues, errors: FieldErrors<CouponFormValues>, words: FormWords) {
  const value = numberOf(values.value);
  if (Number.isNaN(value)) errors.value = words.numberRequired;
  const maxUses = values.maxUses.trim() === '' ? null : numberOf(values.maxUses);
  if (maxUses !== null && Number.isNaN(maxUses)) errors.maxUses = words.numberRequired;
  return {
    type: values.type,
    value: Number.isNaN(value) ? 0 : value,
    expiresAt: instantOf(values.expiresAt, 'expiresAt', errors, words),
    maxUses: maxUses !== null && Number.isNaN(maxUses) ? null : maxUses,
    firstPurchaseOnly: values.firstPurchaseOnly,
  };
}

/** A new coupon: its expiry, if any, must be in the future (the server says so too). */
export function checkCouponCreate(
  values: CouponFormValues,
  words: FormWords,
  now: Date,
): FormCheck<CouponFormValues, StaffCouponCreate> {
  const errors: FieldErrors<CouponFormValues> = {};
  const terms = couponTerms(values, errors, words);
  if (terms.expiresAt && Date.parse(terms.expiresAt) <= now.getTime()) errors.expiresAt = words.expiryPast;
  return finish(errors, staffCouponCreateSchema.safeParse({ code: values.code, ...terms }), COUPON_FIELDS);
}

export function checkCouponUpdate(
  values: CouponFormValues,
  words: FormWords,
): FormCheck<CouponFormValues, StaffCouponUpdate> {
  const errors: FieldErrors<CouponFormValues> = {};
  const terms = couponTerms(values, errors, words);
  return finish(errors, staffCouponUpdateSchema.safeParse(terms), COUPON_FIELDS);
}

export interface PromotionFormValues {
  message: string;
  /** The French banner: required (French pages show it). */
  messageFr: string;
  linkUrl: string;
  backgroundColor: string;
  textColor: string;
  startDate: string;
  endDate: string;
}

const PROMOTION_FIELDS = [
  'message',
  'messageFr',
  'linkUrl',
  'backgroundColor',
  'textColor',
  'startDate',
  'endDate',
] as const;

export function promotionFormValues(promotion: StaffPromotion | undefined, now: Date): PromotionFormValues {
  return {
    message: promotion?.message ?? '',
    messageFr: promotion?.messageFr ?? '',
    linkUrl: promotion?.linkUrl ?? '',
    backgroundColor: promotion?.backgroundColor ?? '#1e1b4b',
    textColor: promotion?.textColor ?? '#ffffff',
    startDate: isoToEasternWallClock(promotion?.startDate ?? now.toISOString()),
    endDate: isoToEasternWallClock(
      promotion?.endDate ?? new Date(now.getTime() + 7 * 24 * 3_600_000).toISOString(),
    ),
  };
}

/**
 * The link the banner will carry once the promotion is saved, or null for none: the link as the server
 * stores it (the schema's form, then judgeLink with the server's hosts), so that the preview never shows a
 * link the server would refuse or store otherwise. Until the hosts have come, only a path of our site,
 * which no host list decides, is shown.
 */
export function promotionPreviewLink(text: string, hosts: LinkHosts | undefined): string | null {
  if (text.trim() === '') return null;
  const parsed = promotionLinkSchema.safeParse(text);
  if (!parsed.success) return null;
  if (!hosts) return isSitePath(parsed.data) ? parsed.data : null;
  const judged = judgeLink(parsed.data, hosts);
  return judged.ok ? judged.link : null;
}

/** With the server's hosts (when they have come), a link to another site is judged here too, on its field. */
export function checkPromotion(
  values: PromotionFormValues,
  words: FormWords,
  hosts?: LinkHosts,
): FormCheck<PromotionFormValues, StaffPromotionBody> {
  const errors: FieldErrors<PromotionFormValues> = {};
  const startDate = instantOf(values.startDate, 'startDate', errors, words);
  const endDate = instantOf(values.endDate, 'endDate', errors, words);
  if (startDate === null && !errors.startDate) errors.startDate = words.dateInvalid;
  if (endDate === null && !errors.endDate) errors.endDate = words.dateInvalid;
  const link = values.linkUrl.trim() === '' ? null : promotionLinkSchema.safeParse(values.linkUrl);
  if (hosts && link?.success) {
    const judged = judgeLink(link.data, hosts);
    if (!judged.ok) errors.linkUrl = schemaMessage(judged.message);
  }
  const parsed = staffPromotionBodySchema.safeParse({
    message: values.message,
    messageFr: values.messageFr,
    linkUrl: values.linkUrl.trim() === '' ? null : values.linkUrl,
    backgroundColor: values.backgroundColor,
    textColor: values.textColor,
    startDate,
    endDate,
  });
  return finish(errors, parsed, PROMOTION_FIELDS);
}

export interface AnnouncementFormValues {
  title: string;
  message: string;
  /** The French title and text: required (French pages show them). */
  titleFr: string;
  messageFr: string;
  severity: StaffAnnouncement['severity'];
  startAt: string;
  endAt: string;
}

const ANNOUNCEMENT_FIELDS = [
  'title',
  'message',
  'titleFr',
  'messageFr',
  'severity',
  'startAt',
  'endAt',
] as const;

export function announcementFormValues(announcement?: StaffAnnouncement): AnnouncementFormValues {
  return {
    title: announcement?.title ?? '',
    message: announcement?.message ?? '',
    titleFr: announcement?.titleFr ?? '',
    messageFr: announcement?.messageFr ?? '',
    severity: announcement?.severity ?? 'info',
    startAt: announcement?.startAt ? isoToEasternWallClock(announcement.startAt) : '',
    endAt: announcement?.endAt ? isoToEasternWallClock(announcement.endAt) : '',
  };
}

export function checkAnnouncement(
  values: AnnouncementFormValues,
  words: FormWords,
): FormCheck<AnnouncementFormValues, StaffAnnouncementBody> {
  const errors: FieldErrors<AnnouncementFormValues> = {};
  const parsed = staffAnnouncementBodySchema.safeParse({
    title: values.title,
    message: values.message,
    titleFr: values.titleFr,
    messageFr: values.messageFr,
    severity: values.severity,
    startAt: instantOf(values.startAt, 'startAt', errors, words),
    endAt: instantOf(values.endAt, 'endAt', errors, words),
  });
  return finish(errors, parsed, ANNOUNCEMENT_FIELDS);
}
