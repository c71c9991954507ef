/**
 * Shapes of the site pages' copy. Each language has its own folder (content/en, later content/fr) exporting
 * objects of these shapes; the page components only render them, so a translation never touches a component.
 */

/** An internal path ('/pricing'), or a mailto:, tel: or https: address. */
export interface LinkPart {
  readonly text: string;
  readonly href: string;
}

/** A piece of running text: plain, a link, emphasised, or a technical name shown as code. */
export type InlinePart = string | LinkPart | { readonly strong: string } | { readonly code: string };

/** A paragraph or list item: a plain string, or a sequence of parts. */
export type RichText = string | readonly InlinePart[];

export interface TableContent {
  readonly caption: string;
  readonly columns: readonly string[];
  /** One cell per column, in the order of `columns`; the first cell names the row. */
  readonly rows: readonly (readonly RichText[])[];
}

export type Block =
  | { readonly kind: 'paragraph'; readonly text: RichText }
  | { readonly kind: 'list'; readonly items: readonly RichText[] }
  | { readonly kind: 'table'; readonly table: TableContent };

export interface DocumentSection {
  /** The section's anchor, stable across languages so that links such as /privacy#rights keep working. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** A legal page: terms, privacy or cookies. */
export interface LegalDocument {
  readonly subtitle: string;
  readonly effectiveDate: string;
  readonly contentsLabel: string;
  readonly intro: readonly Block[];
  readonly sections: readonly DocumentSection[];
}

/** A titled card: a reading type, a value, a step, a question and its answer. */
export interface CardContent {
  readonly title: string;
  readonly text: RichText;
}

/** A call to action; `to` is an internal path. */
export interface ActionContent {
  readonly label: string;
  readonly to: string;
}
