import { dashboard, dataService, deletion, profile } from '@app/shared/messages/account';
import { auth, validation } from '@app/shared/messages/auth';
import { coupon, payments, purchase } from '@app/shared/messages/credits';
import { phonePin } from '@app/shared/messages/phone-pin';
import { provinces } from '@app/shared/messages/provinces';
import { receipts } from '@app/shared/messages/receipts';
import { salesTax } from '@app/shared/messages/sales-tax';
import { savedPaypal } from '@app/shared/messages/saved-paypal';
import { spendingLimits } from '@app/shared/messages/spending-limits';
import { trust } from '@app/shared/messages/trust';

/** The English account, sign-in and payment sections (see messages/load.ts). */
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
