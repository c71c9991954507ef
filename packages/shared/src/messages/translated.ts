/**
 * The shape a translation of an English catalogue section must have: the same keys at every level, each
 * string free to differ. Annotating a French section with it makes a missing or extra key a type error;
 * `fr.test.ts` also checks placeholders and untranslated strings at run time.
 */
export type Translated<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : { readonly [K in keyof T]: Translated<T[K]> };
