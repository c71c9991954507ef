import type { ReactNode } from 'react';

/** A titled white card of the profile's main column. */
export function ProfileSection({
  title,
  icon,
  children,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** h3 where the section sits under another heading (the advisor's preview of it). */
  headingLevel?: 'h2' | 'h3' | undefined;
}) {
  return (
    <section className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-900/5 sm:p-7">
      <Heading className="mb-4 flex items-center gap-2.5 font-display text-xl font-semibold text-night-900 sm:text-2xl">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-night-50 text-night-600"
        >
          {icon}
        </span>
        {title}
      </Heading>
      {children}
    </section>
  );
}
