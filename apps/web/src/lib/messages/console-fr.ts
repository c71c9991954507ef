import { advisorChecklist } from '@app/shared/messages/fr/advisor-checklist';
import { advisorConsole } from '@app/shared/messages/fr/advisor-console';
import { validation } from '@app/shared/messages/fr/auth';
import { callBack } from '@app/shared/messages/fr/call-back';
import { earnings } from '@app/shared/messages/fr/earnings';
import { myChart } from '@app/shared/messages/fr/my-chart';
import { natalChart } from '@app/shared/messages/fr/natal-chart';
import { payoutProfile } from '@app/shared/messages/fr/payout-profile';
import { provinces } from '@app/shared/messages/fr/provinces';
import { trust } from '@app/shared/messages/fr/trust';
import { consoleReviews } from '@app/shared/messages/fr/trust-staff';

/** The advisor console's French words, and the phone form's checks (see messages/load.ts). */
export const messages = {
  advisorConsole,
  validation,
  consoleReviews,
  earnings,
  payoutProfile,
  // The reply form's checks (schemas/trust.ts gives them as trust keys).
  trust: { checks: trust.checks },
  provinces,
  // A new advisor's first-day checklist on the console's main page.
  advisorChecklist,
  // The call-back line's card on the console's main page.
  callBack: { console: callBack.console },
  // The charts callers share, their wheel and table.
  myChart: {
    console: myChart.console,
    sunSign: myChart.sunSign,
    moonSign: myChart.moonSign,
    moonRange: myChart.moonRange,
    ascendant: myChart.ascendant,
  },
  natalChart,
};
