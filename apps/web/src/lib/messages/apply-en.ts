import { apply } from '@app/shared/messages/apply';
import { provinces } from '@app/shared/messages/provinces';

/**
 * The application to become an advisor, in English (see messages/load.ts): the form at /apply, its
 * confirmation and the withdrawal page. The refusals are the server's (`applications`), sent as text.
 */
export const messages = { apply, provinces };
