import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a back-office form's pure check answers: the body to send, or a message per field. */
export type FormCheck<V, B> = { ok: true; body: B } | { ok: false; errors: Partial<Record<keyof V, string>> };

/** react-hook-form's resolver over such a check, so the form shows the check's messages on its fields. */
export function checkResolver<V extends FieldValues, B>(check: (values: V) => FormCheck<V, B>): Resolver<V> {
  return async (values) => {
    const result = check(values);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      (errors as Record<string, unknown>)[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
