import { type StaffBundle, type StaffBundleBody, staffBundleBodySchema } from '@app/shared/schemas/bundles';
import { schemaMessage } from '../../lib/schema-messages.ts';
import type { FieldErrors, FormCheck } from './catalogue-forms.ts';

/** A bundle's words as the editor holds them: features one per line, in each language. */
export interface BundleFormValues {
  name: string;
  nameFr: string;
  features: string;
  featuresFr: string;
}

const FIELDS = ['name', 'nameFr', 'features', 'featuresFr'] as const;

export function bundleFormValues(bundle: StaffBundle): BundleFormValues {
  return {
    name: bundle.name,
    nameFr: bundle.nameFr,
    features: bundle.features.join('\n'),
    featuresFr: bundle.featuresFr.join('\n'),
  };
}

/** The body the API takes, judged by the shared schema: both languages required, line for line. */
export function checkBundle(values: BundleFormValues): FormCheck<BundleFormValues, StaffBundleBody> {
  const parsed = staffBundleBodySchema.safeParse({
    name: values.name,
    nameFr: values.nameFr,
    features: values.features.split('\n'),
    featuresFr: values.featuresFr.split('\n'),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors<BundleFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as (typeof FIELDS)[number];
    if (FIELDS.includes(field) && !errors[field]) errors[field] = schemaMessage(issue.message);
  }
  return { ok: false, errors };
}
