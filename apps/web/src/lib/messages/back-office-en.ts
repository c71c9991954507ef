import { advisorConsole } from '@app/shared/messages/advisor-console';
import { backOffice } from '@app/shared/messages/back-office';
import { backOfficeEarnings } from '@app/shared/messages/back-office-earnings';
import { backOfficePayouts } from '@app/shared/messages/back-office-payouts';
import { trust } from '@app/shared/messages/trust';
import { backOfficeTrust } from '@app/shared/messages/trust-staff';
import { consoleChecks } from './console-checks.ts';

/** The back office's English words (see messages/load.ts), and the console's checks its advisor form shows. */
export const messages = {
  backOffice,
  advisorConsole: consoleChecks(advisorConsole),
  backOfficeTrust,
  backOfficeEarnings,
  backOfficePayouts,
  // The moderation forms' checks (schemas/trust.ts gives them as trust keys).
  trust: { checks: trust.checks },
};
