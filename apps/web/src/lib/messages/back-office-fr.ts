import { backOffice } from '@app/shared/messages/fr/back-office';

/** The back office's French words (see messages/load.ts). */
export const messages = { backOffice };
