import type { ReactNode } from 'react';

/** The dark title band at the top of every inner page. */
export function PageHero({
  title,
  subtitle,
  children,
  className = '',
}: {
  title: string;
  /** One line under the title. */
  subtitle?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`on-dark relative isolate overflow-hidden bg-night-sky text-white ${className}`}>
      <div aria-hidden="true" className="starfield absolute inset-0 -z-10 animate-twinkle" />
      <div className="mx-auto w-full max-w-6xl px-5 py-16 text-center sm:px-8 sm:py-20">
        <span
          aria-hidden="true"
          className="mx-auto mb-5 block h-px w-16 bg-gradient-to-r from-transparent via-gold-400 to-transparent"
        />
        <h1 className="font-display text-4xl font-semibold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-5xl">
          {title}
        </h1>
        {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-white/75">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
