import { advisorConsole } from '@app/shared/messages/advisor-console';
import { validation } from '@app/shared/messages/auth';

/** The advisor console's English words, and the phone form's checks (see messages/load.ts). */
export const messages = { advisorConsole, validation };
