import { advisorConsole } from '@app/shared/messages/fr/advisor-console';
import { validation } from '@app/shared/messages/fr/auth';

/** The advisor console's French words, and the phone form's checks (see messages/load.ts). */
export const messages = { advisorConsole, validation };
