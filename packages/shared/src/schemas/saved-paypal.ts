import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';

// ---------------------------------------------------------------------------------------------------
// A PayPal account saved for top-ups during a call (PayPal's vault), the customer's own:
//   GET    /api/customers/:id/saved-paypal           → savedPaypalSchema
//   POST   /api/customers/:id/saved-paypal           body {} → savedPaypalStartSchema (PayPal's approval page)
//   POST   /api/customers/:id/saved-paypal/confirm   body savedPaypalConfirmBodySchema → savedPaypalSchema
//   PATCH  /api/customers/:id/saved-paypal           body savedPaypalChoicesBodySchema → savedPaypalSchema
//   DELETE /api/customers/:id/saved-paypal           → 204
// ---------------------------------------------------------------------------------------------------

/** What one top-up buys until the customer chooses another bundle (the table's default too). */
export const DEFAULT_TOP_UP_BUNDLE_ID = 'bundle-10';

/** 'none' also while a removed account's deletion at PayPal is being finished: it is never charged. */
export const SAVED_PAYPAL_STATUSES = ['none', 'pending', 'active'] as const;
export type SavedPaypalStatus = (typeof SAVED_PAYPAL_STATUSES)[number];

export const savedPaypalSchema = z.object({
  status: z.enum(SAVED_PAYPAL_STATUSES),
  /** The saved account's address, masked ("j•••@e•••.com"); null unless active. */
  emailMasked: z.string().nullable(),
  topUpBundleId: z.string(),
  autoTopUp: z.boolean(),
});
export type SavedPaypal = z.infer<typeof savedPaypalSchema>;

/** Starting: nothing to send (the page's language comes as Accept-Language, as on every route). */
export const savedPaypalStartBodySchema = z.strictObject({});

/** Where the customer approves saving PayPal; PayPal sends them back to /profile?saved_paypal=… */
export const savedPaypalStartSchema = z.object({ approveUrl: z.string() });

/** PayPal's setup token ids are short runs of letters and digits. */
export const SETUP_TOKEN_ID = /^[A-Za-z0-9_-]{1,64}$/;

const approval = messageKey('savedPaypal.errors.approval');
/** Back from PayPal: the setup token it approved (the return URL's approval_token_id). */
export const savedPaypalConfirmBodySchema = z.strictObject({
  setupTokenId: z.string({ error: approval }).regex(SETUP_TOKEN_ID, approval),
});
export type SavedPaypalConfirmBody = z.infer<typeof savedPaypalConfirmBodySchema>;

const chooseBundle = messageKey('savedPaypal.errors.chooseBundle');
/** The top-up's bundle and the automatic top-up; at least one of them. */
export const savedPaypalChoicesBodySchema = z
  .strictObject({
    topUpBundleId: z
      .string({ error: chooseBundle })
      .trim()
      .min(1, chooseBundle)
      .max(64, chooseBundle)
      .optional(),
    autoTopUp: z.boolean({ error: messageKey('savedPaypal.errors.autoTopUp') }).optional(),
  })
  .refine((body) => body.topUpBundleId !== undefined || body.autoTopUp !== undefined, {
    error: messageKey('savedPaypal.errors.nothingToChange'),
  });
export type SavedPaypalChoicesBody = z.infer<typeof savedPaypalChoicesBodySchema>;
