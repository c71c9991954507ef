import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import type { LinkPart } from '../types.ts';

/** Links that many pages' copy repeats. */
export const supportEmailLink: LinkPart = { text: BRAND.supportEmail, href: `mailto:${BRAND.supportEmail}` };
export const supportPhoneLink: LinkPart = { text: SUPPORT_PHONE, href: `tel:${SUPPORT_PHONE_TEL}` };

export const EFFECTIVE_DATE = 'Effective date: November 1, 2026';
export const CONTENTS_LABEL = 'On this page';
