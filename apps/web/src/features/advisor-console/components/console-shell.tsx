import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta.tsx';

const PAGES = [
  { to: '/advisor', label: 'advisorConsole.nav.console' },
  { to: '/advisor/profile', label: 'advisorConsole.nav.profile' },
  { to: '/advisor/reviews', label: 'consoleReviews.nav' },
] as const;

/**
 * The advisor's pages as tabs at the foot of the night band: the active one joins the page below. On a
 * phone the three share the width, a long name on two lines, so none is cut off or hidden off-screen.
 */
function ConsoleNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('advisorConsole.nav.label')} className="relative mt-6 -mb-px sm:mt-8">
      <ul className="grid grid-cols-3 gap-1 sm:flex">
        {PAGES.map((page) => (
          <li key={page.to} className="flex min-w-0 sm:shrink-0">
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `flex w-full items-center justify-center rounded-t-2xl px-2 py-2.5 text-center text-sm leading-tight font-semibold text-balance transition-colors [--focus-ring:var(--color-gold-300)] sm:px-5 sm:py-3 sm:whitespace-nowrap ${
                  isActive
                    ? 'bg-parchment text-night-900'
                    : 'text-white/80 hover:bg-white/10 hover:text-white'
                }`
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every advisor page: the night band with the page's heading and the tabs between the
 * console and the profile, then the page's cards.
 */
export function ConsoleShell({
  title,
  heading,
  subline,
  action,
  children,
}: {
  /** The document title. */
  title: string;
  heading: string;
  subline?: ReactNode;
  /** Beside the heading on wide screens, under it on a phone. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={title} />
      <section className="on-dark bg-night-sky text-white">
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 sm:pt-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-xs font-semibold tracking-[0.2em] text-gold-200 uppercase">
                {t('advisorConsole.title')}
              </p>
              <h1 className="font-display text-3xl font-semibold [overflow-wrap:anywhere] sm:text-4xl">
                {heading}
              </h1>
              {subline ? <p className="text-sm text-white/70">{subline}</p> : null}
            </div>
            {action ? <div className="shrink-0">{action}</div> : null}
          </div>
          <ConsoleNav />
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-6xl gap-5 px-4 py-6 sm:px-6 sm:py-8">{children}</div>
    </>
  );
}

/** A white card of an advisor page, named by its heading. */
export function ConsoleCard({
  title,
  icon,
  children,
  id,
  className = '',
}: {
  title: string;
  /** A small mark before the title, as the public profile's sections have. */
  icon?: ReactNode;
  children: ReactNode;
  /** For a link to this card ('/advisor/profile#hours'). */
  id?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`min-w-0 scroll-mt-24 rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-100 sm:p-6 ${className}`}
    >
      <h2
        id={headingId}
        className="mb-4 flex items-center gap-2.5 font-display text-xl font-semibold text-night-900"
      >
        {icon ? (
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-night-50 text-night-600"
          >
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
