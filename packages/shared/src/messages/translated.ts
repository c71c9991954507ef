import type { MessageContext } from './variant.ts';

/**
 * The context variants a translation may add to a text of its source (messages/variant.ts): French
 * agrees with an advisor (`_female`, `_male`) and elides before a name (`_elided`) where English has
 * one sentence.
 */
type ContextVariants<T> = {
  readonly [K in keyof T & string as T[K] extends string ? `${K}_${MessageContext}` : never]?: string;
};

/**
 * The shape a translation of an English catalogue section must have: the same keys at every level, each
 * string free to differ, plus optional context variants of its texts. Annotating a French section with it
 * makes a missing or unknown key a type error; `fr.test.ts` also checks placeholders and untranslated
 * strings at run time.
 */
export type Translated<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : { readonly [K in keyof T]: Translated<T[K]> } & ContextVariants<T>;
