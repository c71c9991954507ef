import { apply } from '@app/shared/messages/fr/apply';
import { provinces } from '@app/shared/messages/fr/provinces';

/** The application to become an advisor, in French (see apply-en.ts). */
export const messages = { apply, provinces };
