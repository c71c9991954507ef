import type { ReactNode } from 'react';
import type { Block, LegalDocument as LegalDocumentContent, TableContent } from './content/types.ts';
import { RichText, textKey } from './rich-text.tsx';

/** Width hints: the name fits a storage key on one or two lines, the last two stay short, the purpose takes the rest. */
const COLUMN_WIDTHS = ['lg:w-60', '', 'lg:w-40', 'lg:w-40'];

function DocumentTable({ table }: { table: TableContent }) {
  const [, ...detailColumns] = table.columns;
  return (
    <>
      {/* Narrow screens: one card per row, every value under its column's name, so nothing scrolls sideways. */}
      <div className="mt-6 space-y-4 md:hidden">
        <p className="font-semibold text-night-900">{table.caption}</p>
        {table.rows.map((row) => {
          const [name, ...details] = row;
          return (
            <section
              key={textKey(name ?? '')}
              className="rounded-2xl border border-night-100 bg-white p-5 shadow-sm"
            >
              <h3 className="font-semibold text-night-900">
                <RichText text={name ?? ''} />
              </h3>
              <dl className="mt-3 space-y-3 text-sm">
                {details.map((cell, index) => (
                  <div key={detailColumns[index]}>
                    <dt className="font-semibold text-night-700">{detailColumns[index]}</dt>
                    <dd className="mt-0.5">
                      <RichText text={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
      {/* Wider screens: a real table; the scroll box is only a safety net for very long values. */}
      <div className="mt-6 hidden overflow-x-auto rounded-2xl border border-night-100 bg-white shadow-sm md:block lg:-mx-24">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-night-50 text-night-900">
            <tr>
              {table.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-3 font-semibold ${COLUMN_WIDTHS[index] ?? ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-night-100 align-top">
            {table.rows.map((row) => {
              const [name, ...details] = row;
              return (
                <tr key={textKey(name ?? '')}>
                  <th scope="row" className="px-4 py-3 font-medium text-night-900">
                    <RichText text={name ?? ''} />
                  </th>
                  {details.map((cell, index) => (
                    <td key={detailColumns[index]} className="px-4 py-3">
                      <RichText text={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DocumentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="mt-4">
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-gold-600">
          {block.items.map((item) => (
            <li key={textKey(item)}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return <DocumentTable table={block.table} />;
  }
}

function blockKey(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return textKey(block.text);
    case 'list':
      return block.items.map(textKey).join('|');
    case 'table':
      return block.table.caption;
  }
}

/** The body of a legal page: effective date, a table of contents, then numbered sections with anchors. */
export function LegalDocument({ document, notice }: { document: LegalDocumentContent; notice?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-14 leading-relaxed text-night-800 sm:px-8">
      {notice}
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{document.effectiveDate}</p>
      {document.intro.map((block) => (
        <DocumentBlock key={blockKey(block)} block={block} />
      ))}
      <nav
        aria-label={document.contentsLabel}
        className="mt-10 rounded-2xl border border-night-100 bg-white p-6 shadow-sm"
      >
        <p className="font-display text-lg font-semibold text-night-900">{document.contentsLabel}</p>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-6 text-sm marker:text-night-600 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-night-700 underline-offset-2 transition-colors hover:text-night-900 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="mt-10 font-display text-2xl font-semibold text-night-900">
            <span className="text-gold-600">{index + 1}.</span> {section.heading}
          </h2>
          {section.blocks.map((block) => (
            <DocumentBlock key={blockKey(block)} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
