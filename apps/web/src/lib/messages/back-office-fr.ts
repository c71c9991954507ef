import { advisorConsole } from '@app/shared/messages/fr/advisor-console';
import { apply } from '@app/shared/messages/fr/apply';
import { backOffice } from '@app/shared/messages/fr/back-office';
import { backOfficeEarnings } from '@app/shared/messages/fr/back-office-earnings';
import { backOfficePayouts } from '@app/shared/messages/fr/back-office-payouts';
import { provinces } from '@app/shared/messages/fr/provinces';
import { trust } from '@app/shared/messages/fr/trust';
import { backOfficeTrust } from '@app/shared/messages/fr/trust-staff';
import { applyLists } from './apply-lists.ts';
import { consoleChecks } from './console-checks.ts';

/**
 * The back office's French words (see messages/load.ts), the console's checks its advisor form shows, and
 * the application form's lists its applications pages show.
 */
export const messages = {
  backOffice,
  advisorConsole: consoleChecks(advisorConsole),
  backOfficeTrust,
  backOfficeEarnings,
  backOfficePayouts,
  // The moderation forms' checks (schemas/trust.ts gives them as trust keys).
  trust: { checks: trust.checks },
  // The applications pages: the form's lists in its words, and where the applicant lives.
  apply: applyLists(apply),
  provinces,
};
