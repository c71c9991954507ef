import { advisorChecklist } from '@app/shared/messages/advisor-checklist';
import { advisorConsole } from '@app/shared/messages/advisor-console';
import { validation } from '@app/shared/messages/auth';
import { callBack } from '@app/shared/messages/call-back';
import { earnings } from '@app/shared/messages/earnings';
import { myChart } from '@app/shared/messages/my-chart';
import { natalChart } from '@app/shared/messages/natal-chart';
import { payoutProfile } from '@app/shared/messages/payout-profile';
import { provinces } from '@app/shared/messages/provinces';
import { trust } from '@app/shared/messages/trust';
import { consoleReviews } from '@app/shared/messages/trust-staff';

/** The advisor console's English words, and the phone form's checks (see messages/load.ts). */
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
