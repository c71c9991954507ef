import { advisorConsole } from '@app/shared/messages/fr/advisor-console';
import { backOffice } from '@app/shared/messages/fr/back-office';
import { consoleChecks } from './console-checks.ts';

/** The back office's French words (see messages/load.ts), and the console's checks its advisor form shows. */
export const messages = { backOffice, advisorConsole: consoleChecks(advisorConsole) };
