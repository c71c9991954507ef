import { dashboard, dataService, deletion, profile } from './account.ts';
import { advisorChecklist, advisorTestCall } from './advisor-checklist.ts';
import { advisorConsole } from './advisor-console.ts';
import { applications } from './applications.ts';
import { apply } from './apply.ts';
import { auth, validation } from './auth.ts';
import { backOffice } from './back-office.ts';
import { backOfficeEarnings } from './back-office-earnings.ts';
import { backOfficePayouts } from './back-office-payouts.ts';
import { callBack } from './call-back.ts';
import { callBackLine } from './call-back-line.ts';
import { calls } from './calls.ts';
import { coupon, payments, purchase } from './credits.ts';
import { earnings } from './earnings.ts';
import { advisors, announcement, audio, common, horoscope, notice, promotion, tarot } from './general.ts';
import { myChart } from './my-chart.ts';
import { natalChart } from './natal-chart.ts';
import { payoutProfile } from './payout-profile.ts';
import { payouts } from './payouts.ts';
import { phonePin } from './phone-pin.ts';
import { provinces } from './provinces.ts';
import { receipts } from './receipts.ts';
import { reviews } from './reviews.ts';
import { salesTax } from './sales-tax.ts';
import { savedPaypal } from './saved-paypal.ts';
import { site } from './site.ts';
import { spendingLimits } from './spending-limits.ts';
import { trust } from './trust.ts';
import { backOfficeTrust, consoleReviews } from './trust-staff.ts';

/**
 * The English message catalogue: every user-facing string of the spec, verbatim.
 * Namespaces too long for one file live beside it and are assembled here.
 * Placeholders use the i18next form {{name}}.
 */
export const en = {
  site,
  calls,
  common,
  advisors,
  audio,
  notice,
  auth,
  validation,
  dashboard,
  profile,
  deletion,
  purchase,
  coupon,
  payments,
  receipts,
  dataService,
  tarot,
  horoscope,
  announcement,
  promotion,
  advisorConsole,
  advisorChecklist,
  advisorTestCall,
  backOffice,
  reviews,
  trust,
  phonePin,
  consoleReviews,
  backOfficeTrust,
  earnings,
  payoutProfile,
  backOfficeEarnings,
  payouts,
  backOfficePayouts,
  salesTax,
  spendingLimits,
  savedPaypal,
  myChart,
  natalChart,
  callBack,
  callBackLine,
  provinces,
  apply,
  applications,
} as const;

export type Messages = typeof en;
