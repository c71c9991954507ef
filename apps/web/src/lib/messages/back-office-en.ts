import { backOffice } from '@app/shared/messages/back-office';

/** The back office's English words (see messages/load.ts). */
export const messages = { backOffice };
