import { Fragment } from 'react';
import { Link } from 'react-router';
import { localRoute } from '../../../lib/language.ts';
import type { InlinePart, LinkPart, RichText as RichTextContent } from './content/types.ts';

const linkClass =
  'font-medium text-night-600 underline decoration-gold-500/60 underline-offset-2 transition-colors hover:text-night-900 hover:decoration-gold-500';

function isLink(part: InlinePart): part is LinkPart {
  return typeof part === 'object' && 'href' in part;
}

function InlineLink({ part }: { part: LinkPart }) {
  if (part.href.startsWith('/')) {
    return (
      <Link to={localRoute(part.href)} className={linkClass}>
        {part.text}
      </Link>
    );
  }
  // Addresses and URLs have no spaces to break at: without this they would push a 360 px screen sideways.
  const external = part.href.startsWith('http');
  // A phone number reads badly split across lines, and at 14 characters it always fits.
  const wrap = part.href.startsWith('tel:') ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]';
  return (
    <a
      href={part.href}
      className={`${linkClass} ${wrap}`}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {part.text}
    </a>
  );
}

function Part({ part }: { part: InlinePart }) {
  if (typeof part === 'string') return part;
  if (isLink(part)) return <InlineLink part={part} />;
  if ('strong' in part) return <strong className="font-semibold text-night-900">{part.strong}</strong>;
  return (
    <code className="rounded bg-night-50 px-1 py-0.5 font-mono text-[0.9em] text-night-800 [overflow-wrap:break-word] ring-1 ring-night-100">
      <Breakable name={part.code} />
    </code>
  );
}

/** A technical name may break after a '_' or '.' inside it, so 'platform_announcement_seen_{id}' wraps between words. */
function Breakable({ name }: { name: string }) {
  const pieces = name.split(/(?<=[a-z0-9}][_.])(?=[a-z0-9{])/i);
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed name never move
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

/** Renders a paragraph's or list item's text; the caller supplies the surrounding element. */
export function RichText({ text }: { text: RichTextContent }) {
  if (typeof text === 'string') return text;
  return (
    <>
      {text.map((part, index) => (
        // The parts of one text never move, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
        <Part key={index} part={part} />
      ))}
    </>
  );
}

/** A stable React key for a piece of copy. */
export function textKey(text: RichTextContent): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
}
