import { advisorConsole } from '@app/shared/messages/advisor-console';

/** The advisor console's English words (see messages/load.ts). */
export const messages = { advisorConsole };
