import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TabbedPage, TabNav } from '../../../components/ui/tabbed-band.tsx';

const PAGES = [
  { to: '/advisor', label: 'advisorConsole.nav.console' },
  { to: '/advisor/profile', label: 'advisorConsole.nav.profile' },
  { to: '/advisor/reviews', label: 'consoleReviews.nav' },
  { to: '/advisor/earnings', label: 'earnings.nav' },
] as const;

/**
 * The advisor's pages as tabs at the foot of the night band: the active one joins the page below. Four
 * do not fit side by side on a 360 px phone (the even layout is three columns there), so the row scrolls
 * sideways and brings the lit tab into view.
 */
function ConsoleNav() {
  const { t } = useTranslation();
  return (
    <TabNav
      label={t('advisorConsole.nav.label')}
      tabs={PAGES.map((page) => ({ to: page.to, label: t(page.label), end: true }))}
      layout="scroll"
    />
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
    <TabbedPage
      documentTitle={title}
      eyebrow={t('advisorConsole.title')}
      heading={heading}
      subline={subline ? <p className="text-sm text-white/70">{subline}</p> : null}
      action={action}
      nav={<ConsoleNav />}
      width="max-w-6xl"
    >
      {children}
    </TabbedPage>
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
