import { callBack } from '@app/shared/messages/fr/call-back';

/** The call-back line's French words (see call-back-en.ts). */
export const messages = { callBack };
