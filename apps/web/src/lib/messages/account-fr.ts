import { dashboard, dataService, deletion, profile } from '@app/shared/messages/fr/account';
import { auth, validation } from '@app/shared/messages/fr/auth';
import { coupon, payments, purchase } from '@app/shared/messages/fr/credits';
import { phonePin } from '@app/shared/messages/fr/phone-pin';
import { provinces } from '@app/shared/messages/fr/provinces';
import { receipts } from '@app/shared/messages/fr/receipts';
import { salesTax } from '@app/shared/messages/fr/sales-tax';
import { savedPaypal } from '@app/shared/messages/fr/saved-paypal';
import { spendingLimits } from '@app/shared/messages/fr/spending-limits';
import { trust } from '@app/shared/messages/fr/trust';

/** The French account, sign-in and payment sections (see messages/load.ts). */
export const messages = {
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
  trust,
  phonePin,
  salesTax,
  spendingLimits,
  savedPaypal,
  provinces,
};
