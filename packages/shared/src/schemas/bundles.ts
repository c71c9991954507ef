import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';

// ---------------------------------------------------------------------------------------------------
// Bundles and their words in both languages. Staff edit the words only: minutes and prices follow the
// price list (SPEC 9), which the order's pricing and the taxes rest on.
//   GET   /api/bundles                    → bundlesResponseSchema (anyone; the pricing and purchase pages)
//   GET   /api/staff/bundles              → staffBundleListSchema (support and admin)
//   PATCH /api/staff/bundles/:bundleId    body staffBundleBodySchema → staffBundleSchema (admin; every
//         field required, the French ones too: 400 names the missing field in the request's language)
// ---------------------------------------------------------------------------------------------------

export const BUNDLE_NAME_MAX = 60;
export const BUNDLE_FEATURE_MAX = 120;
export const BUNDLE_FEATURES_MAX = 8;

/** A bundle on sale, as the pricing and purchase pages read it: each page shows its language's words. */
export const bundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameFr: z.string(),
  minutes: z.int(),
  priceCents: z.int(),
  taxCents: z.int(),
  giftMinutes: z.int(),
  cashbackPercent: z.int(),
  features: z.array(z.string()),
  /** `features` in French, line for line. */
  featuresFr: z.array(z.string()),
});
export const bundlesResponseSchema = z.object({ bundles: z.array(bundleSchema) });
export type BundleDto = z.infer<typeof bundleSchema>;

const name = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(BUNDLE_NAME_MAX, messageKey('backOffice.bundles.checks.nameMax', { count: BUNDLE_NAME_MAX }));

/** Lines as typed: each trimmed, blank ones dropped, then at least one. */
const features = (required: string) =>
  z
    .array(
      z
        .string(required)
        .trim()
        .max(
          BUNDLE_FEATURE_MAX,
          messageKey('backOffice.bundles.checks.featureMax', { count: BUNDLE_FEATURE_MAX }),
        ),
      required,
    )
    .transform((lines) => lines.filter((line) => line !== ''))
    .pipe(
      z
        .array(z.string())
        .min(1, required)
        .max(
          BUNDLE_FEATURES_MAX,
          messageKey('backOffice.bundles.checks.featuresMax', { count: BUNDLE_FEATURES_MAX }),
        ),
    );

export const staffBundleParamsSchema = z.object({
  bundleId: z.string().min(1).max(64, messageKey('backOffice.bundles.notFound')),
});

export const staffBundleBodySchema = z
  .strictObject({
    name: name(messageKey('backOffice.bundles.checks.nameRequired')),
    nameFr: name(messageKey('backOffice.bundles.checks.nameFrRequired')),
    features: features(messageKey('backOffice.bundles.checks.featuresRequired')),
    featuresFr: features(messageKey('backOffice.bundles.checks.featuresFrRequired')),
  })
  .superRefine((body, context) => {
    // No French line at all is already said (featuresFrRequired): one message per problem.
    if (body.featuresFr.length > 0 && body.featuresFr.length !== body.features.length) {
      context.addIssue({
        code: 'custom',
        path: ['featuresFr'],
        message: messageKey('backOffice.bundles.checks.featuresMatch', { count: body.features.length }),
      });
    }
  });
export type StaffBundleBody = z.infer<typeof staffBundleBodySchema>;

export const staffBundleSchema = bundleSchema.extend({
  active: z.boolean(),
  sortOrder: z.int(),
});
export const staffBundleListSchema = z.object({ items: z.array(staffBundleSchema) });
export type StaffBundle = z.infer<typeof staffBundleSchema>;
export type StaffBundleList = z.infer<typeof staffBundleListSchema>;
