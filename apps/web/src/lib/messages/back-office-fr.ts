import { advisorConsole } from '@app/shared/messages/fr/advisor-console';
import { backOffice } from '@app/shared/messages/fr/back-office';
import { backOfficeEarnings } from '@app/shared/messages/fr/back-office-earnings';
import { backOfficePayouts } from '@app/shared/messages/fr/back-office-payouts';
import { trust } from '@app/shared/messages/fr/trust';
import { backOfficeTrust } from '@app/shared/messages/fr/trust-staff';
import { consoleChecks } from './console-checks.ts';

/** The back office's French words (see messages/load.ts), and the console's checks its advisor form shows. */
export const messages = {
  backOffice,
  advisorConsole: consoleChecks(advisorConsole),
  backOfficeTrust,
  backOfficeEarnings,
  backOfficePayouts,
  // The moderation forms' checks (schemas/trust.ts gives them as trust keys).
  trust: { checks: trust.checks },
};
