import { advisorConsole } from '@app/shared/messages/advisor-console';
import { backOffice } from '@app/shared/messages/back-office';
import { consoleChecks } from './console-checks.ts';

/** The back office's English words (see messages/load.ts), and the console's checks its advisor form shows. */
export const messages = { backOffice, advisorConsole: consoleChecks(advisorConsole) };
