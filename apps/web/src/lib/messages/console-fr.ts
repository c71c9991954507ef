import { advisorConsole } from '@app/shared/messages/fr/advisor-console';

/** The advisor console's French words (see messages/load.ts). */
export const messages = { advisorConsole };
