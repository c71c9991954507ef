import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { hostAllowed, type LinkHosts, parseHttpsLink } from '@app/shared/rules/link-hosts';
import { isSitePath } from '@app/shared/rules/site-path';
import type {
  StaffAnnouncementBody,
  StaffCouponUpdate,
  StaffPromotionBody,
} from '@app/shared/schemas/staff-catalogue';
import { AppError } from '../../app-error.ts';

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

export const couponTerms = (body: StaffCouponUpdate) => ({
  type: body.type,
  value: body.value,
  expiresAt: dateOrNull(body.expiresAt),
  maxUses: body.maxUses,
  firstPurchaseOnly: body.firstPurchaseOnly,
});

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
