import { advisorConsole } from '@app/shared/messages/advisor-console';
import { validation } from '@app/shared/messages/auth';
import { payoutProfile } from '@app/shared/messages/payout-profile';
import { trust } from '@app/shared/messages/trust';
import { consoleReviews } from '@app/shared/messages/trust-staff';

/** The advisor console's English words, and the phone form's checks (see messages/load.ts). */
export const messages = {
  advisorConsole,
  validation,
  consoleReviews,
  payoutProfile,
  // The reply form's checks (schemas/trust.ts gives them as trust keys).
  trust: { checks: trust.checks },
};
