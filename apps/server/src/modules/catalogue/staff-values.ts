import { judgeLink, type LinkHosts } from '@app/shared/rules/link-hosts';
import type {
  StaffAnnouncementBody,
  StaffCouponUpdate,
  StaffPromotionBody,
} from '@app/shared/schemas/staff-catalogue';
import { AppError } from '../../app-error.ts';
import { messageText } from '../../language.ts';

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

export const couponTerms = (body: StaffCouponUpdate) => ({
  type: body.type,
  value: body.value,
  expiresAt: dateOrNull(body.expiresAt),
  maxUses: body.maxUses,
  firstPurchaseOnly: body.firstPurchaseOnly,
});

/**
 * The link as stored (the shared rule, which the back office's preview follows too); a link it refuses is
 * a 400 with its code and message (another host's names that host and the hosts allowed).
 */
export function promotionLinkOf(link: string | null, linkHosts: LinkHosts): string | null {
  if (link === null) return null;
  const judged = judgeLink(link, linkHosts);
  if (judged.ok) return judged.link;
  throw new AppError(400, judged.code, messageText(judged.message));
}

export const promotionValues = (body: StaffPromotionBody, linkHosts: LinkHosts) => ({
  message: body.message,
  messageFr: body.messageFr,
  linkUrl: promotionLinkOf(body.linkUrl, linkHosts),
  backgroundColor: body.backgroundColor.toLowerCase(),
  textColor: body.textColor.toLowerCase(),
  startDate: new Date(body.startDate),
  endDate: new Date(body.endDate),
});

export const announcementValues = (body: StaffAnnouncementBody) => ({
  title: body.title,
  message: body.message,
  titleFr: body.titleFr,
  messageFr: body.messageFr,
  severity: body.severity,
  startAt: dateOrNull(body.startAt),
  endAt: dateOrNull(body.endAt),
});
