import { dashboard, dataService, deletion, profile } from '@app/shared/messages/account';
import { auth, validation } from '@app/shared/messages/auth';
import { coupon, payments, purchase } from '@app/shared/messages/credits';
import { receipts } from '@app/shared/messages/receipts';
import { i18n } from './i18n.ts';

/**
 * The catalogue's account, sign-in and payment sections, added to the translations when a page that
 * shows them loads (app/router.tsx): the first screen of a visitor does not need them.
 */
i18n.addResourceBundle(
  'en',
  'translation',
  { auth, validation, dashboard, profile, deletion, purchase, coupon, payments, receipts, dataService },
  true,
  false,
);
