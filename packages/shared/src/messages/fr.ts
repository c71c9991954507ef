import type { Messages } from './en.ts';
import { dashboard, dataService, deletion, profile } from './fr/account.ts';
import { advisorChecklist, advisorTestCall } from './fr/advisor-checklist.ts';
import { advisorConsole } from './fr/advisor-console.ts';
import { applications } from './fr/applications.ts';
import { apply } from './fr/apply.ts';
import { auth, validation } from './fr/auth.ts';
import { backOffice } from './fr/back-office.ts';
import { backOfficeEarnings } from './fr/back-office-earnings.ts';
import { backOfficePayouts } from './fr/back-office-payouts.ts';
import { callBack } from './fr/call-back.ts';
import { callBackLine } from './fr/call-back-line.ts';
import { calls } from './fr/calls.ts';
import { coupon, payments, purchase } from './fr/credits.ts';
import { earnings } from './fr/earnings.ts';
import { advisors, announcement, audio, common, horoscope, notice, promotion, tarot } from './fr/general.ts';
import { myChart } from './fr/my-chart.ts';
import { natalChart } from './fr/natal-chart.ts';
import { payoutProfile } from './fr/payout-profile.ts';
import { payouts } from './fr/payouts.ts';
import { phonePin } from './fr/phone-pin.ts';
import { provinces } from './fr/provinces.ts';
import { receipts } from './fr/receipts.ts';
import { reviews } from './fr/reviews.ts';
import { salesTax } from './fr/sales-tax.ts';
import { savedPaypal } from './fr/saved-paypal.ts';
import { site } from './fr/site.ts';
import { spendingLimits } from './fr/spending-limits.ts';
import { trust } from './fr/trust.ts';
import { backOfficeTrust, consoleReviews } from './fr/trust-staff.ts';
import type { Translated } from './translated.ts';

/**
 * The French (Québec) catalogue: the same keys as the English one (en.ts), written for a Québec reader.
 * fr.test.ts compares the two: same keys, same placeholders, nothing left in English but names.
 */
export const fr: Translated<Messages> = {
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
};
