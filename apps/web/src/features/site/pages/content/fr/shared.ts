/** Links that many pages' copy repeats: the same addresses in both languages. */
export { supportEmailLink, supportPhoneLink } from '../en/shared.ts';

export const EFFECTIVE_DATE = 'En vigueur le 1er novembre 2026';
export const CONTENTS_LABEL = 'Sur cette page';
