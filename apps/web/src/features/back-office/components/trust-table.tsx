import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RATING_STARS, StarIcon } from '../../../components/ui/star-icon.tsx';
import { formatDate, formatTimeOfDay } from '../format.ts';
import { customerPath } from '../labels.ts';

/** A rating as five small stars with its words ('4 out of 5') beside them, for the tables and dialogs. */
export function RatingStars({
  rating,
  label,
  labelHidden = false,
}: {
  rating: number;
  label: string;
  /** In a table the stars say it; the words are for screen readers. */
  labelHidden?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className="inline-flex">
        {RATING_STARS.map((star) => (
          <StarIcon key={star} filled={star <= rating} className="size-4" />
        ))}
      </span>
      {labelHidden ? (
        <>
          <span aria-hidden="true" className="text-xs font-semibold text-night-800 tabular-nums">
            {rating}
          </span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        <span className="text-xs font-semibold text-night-800 tabular-nums">{label}</span>
      )}
    </span>
  );
}

/** A date over its time of day (business clock), so a narrow column holds it. */
export function StackedDateTime({ iso, below }: { iso: string; below?: ReactNode }) {
  return (
    <span className="grid">
      <span>{formatDate(iso)}</span>
      <span className="text-xs text-night-600 tabular-nums">
        {formatTimeOfDay(iso)}
        {below}
      </span>
    </span>
  );
}

/** A cell's text that may wrap, within `width` (Tailwind min/max width classes). */
export function WrapText({ children, width }: { children: ReactNode; width: string }) {
  return <span className={`block whitespace-normal [overflow-wrap:anywhere] ${width}`}>{children}</span>;
}

/** The customer's name (their e-mail when they gave none), a link to their page. */
export function CustomerLink({
  customer,
}: {
  customer: { customerId: string; customerName: string; customerEmail: string };
}) {
  return (
    <Link
      to={customerPath(customer.customerId)}
      className="font-semibold text-night-900 underline underline-offset-2 hover:text-night-600"
    >
      {customer.customerName.trim() || customer.customerEmail}
    </Link>
  );
}

/** The advisor's name over their extension. */
export function AdvisorName({ name, agentId }: { name: string; agentId: number | null }) {
  return (
    <span className="grid">
      <span className="font-semibold text-night-900">{name}</span>
      <span className="text-xs text-night-600 tabular-nums">{agentId}</span>
    </span>
  );
}

/** What a customer wrote, its lines kept, or `none` in italics when they wrote nothing. */
export function CustomerWords({ text, none }: { text: string | null; none: string }) {
  return text ? (
    <span className="whitespace-pre-line">{text}</span>
  ) : (
    <span className="text-night-600 italic">{none}</span>
  );
}
