import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { ActionContent, RichText as RichTextContent } from './content/types.ts';
import { RichText } from './rich-text.tsx';

/** A centred section title with the site's gold rule above it, as on the home page. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <span
        aria-hidden="true"
        className="mx-auto mb-5 block h-px w-16 bg-gradient-to-r from-transparent via-gold-500 to-transparent"
      />
      <h2 id={id} className="font-display text-3xl font-semibold text-balance text-night-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 leading-relaxed text-night-700">{intro}</p> : null}
    </div>
  );
}

/**
 * A section in the page's width whose title only a screen reader hears: the page's hero above already
 * says what the list below is, so the title is there for the outline of headings.
 */
export function HiddenTitleSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section on a pale band across the page, titled by a SectionHeading: ruled above and below, or
 * (`edges="top"`) above only.
 */
export function TintedSection({
  id,
  title,
  intro,
  edges = 'both',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  edges?: 'both' | 'top';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${edges === 'top' ? 'border-t' : 'border-y'} border-night-100 bg-night-50/60`}
    >
      <div className="mx-auto w-full max-w-6xl px-5 py-14 sm:px-8">
        <SectionHeading id={id} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}

/** The closing call to action of a page: a night-sky panel with one gold button and optional secondary ones. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary = [],
  children,
}: {
  id: string;
  title: string;
  text: ReactNode;
  primary: ActionContent;
  secondary?: readonly ActionContent[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-5 pb-16 sm:px-8">
      <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-night-sky px-6 py-12 text-center text-white shadow-card sm:px-12">
        <div aria-hidden="true" className="starfield absolute inset-0 -z-10 animate-twinkle" />
        <h2 id={id} className="font-display text-3xl font-semibold text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-white/75">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center sm:gap-4">
          <Link to={primary.to} className={buttonClass('gold', 'lg')}>
            {primary.label}
          </Link>
          {secondary.map((action) => (
            <Link key={action.to} to={action.to} className={buttonClass('outlineLight', 'lg')}>
              {action.label}
            </Link>
          ))}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The white card every grid on these pages uses. */
export const cardClass = 'rounded-2xl border border-night-100 bg-white p-6 shadow-sm';

/** One numbered step of a 'how it works' list: the gold number, its title and its text, then any extra content. */
export function NumberedStep({
  index,
  title,
  text,
  large = false,
  className = '',
  children,
}: {
  index: number;
  title: string;
  text: RichTextContent;
  large?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={`${cardClass} ${className}`}>
      <span
        aria-hidden="true"
        className={`grid place-items-center rounded-full bg-gradient-to-b from-gold-200 to-gold-400 font-display font-semibold text-night-950 ${large ? 'size-12 text-xl' : 'size-10 text-lg'}`}
      >
        {index + 1}
      </span>
      <h3 className="mt-4 font-display text-xl font-semibold text-night-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-night-700">
        <RichText text={text} />
      </p>
      {children}
    </li>
  );
}

/** A card of a list: its title and a short text (a value of the company, a question answered). */
export function TextCard({ title, text }: { title: string; text: RichTextContent }) {
  return (
    <li className={cardClass}>
      <h3 className="font-display text-xl font-semibold text-night-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-night-700">
        <RichText text={text} />
      </p>
    </li>
  );
}
