import { advisorConsole } from '@app/shared/messages/advisor-console';
import { apply } from '@app/shared/messages/apply';
import { backOffice } from '@app/shared/messages/back-office';
import { backOfficeEarnings } from '@app/shared/messages/back-office-earnings';
import { backOfficePayouts } from '@app/shared/messages/back-office-payouts';
import { provinces } from '@app/shared/messages/provinces';
import { trust } from '@app/shared/messages/trust';
import { backOfficeTrust } from '@app/shared/messages/trust-staff';
import { applyLists } from './apply-lists.ts';
import { consoleChecks } from './console-checks.ts';

/**
 * The back office's English words (see messages/load.ts), the console's checks its advisor form shows, and
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
