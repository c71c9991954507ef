import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const PAGES = [
  { to: '/admin', label: 'backOffice.nav.overview', end: true },
  { to: '/admin/customers', label: 'backOffice.nav.customers', end: false },
  { to: '/admin/advisors', label: 'backOffice.nav.advisors', end: false },
  { to: '/admin/reviews', label: 'backOfficeTrust.nav.reviews', end: false },
  { to: '/admin/satisfaction', label: 'backOfficeTrust.nav.satisfaction', end: false },
  { to: '/admin/bundles', label: 'backOffice.nav.bundles', end: false },
  { to: '/admin/coupons', label: 'backOffice.nav.coupons', end: false },
  { to: '/admin/promotions', label: 'backOffice.nav.promotions', end: false },
  { to: '/admin/season', label: 'backOffice.nav.season', end: false },
  { to: '/admin/audit', label: 'backOffice.nav.audit', end: false },
] as const;

/**
 * The back office's pages as tabs at the foot of the night band; a customer's page keeps 'Customers' lit. A
 * narrower screen than the tabs scrolls the row sideways.
 */
function BackOfficeNav() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the row scrolls sideways: the lit tab is brought into view (sideways only; the
  // nav is the tabs' offset parent).
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && active && active.offsetLeft + active.offsetWidth > nav.current.clientWidth) {
      nav.current.scrollLeft = active.offsetLeft - (nav.current.clientWidth - active.offsetWidth) / 2;
    }
  }, []);
  return (
    <nav
      ref={nav}
      aria-label={t('backOffice.nav.label')}
      className="relative mt-6 -mb-px overflow-x-auto sm:mt-8"
    >
      <ul className="flex gap-1">
        {PAGES.map((page) => (
          <li key={page.to} className="shrink-0">
            <NavLink
              to={page.to}
              end={page.end}
              className={({ isActive }) =>
                `block rounded-t-2xl px-3.5 py-3 text-sm font-semibold whitespace-nowrap transition-colors [--focus-ring:var(--color-gold-300)] sm:px-4 lg:px-2.5 ${
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
 * The frame of every back-office page: the night band with the page's heading and the tabs between the
 * overview, the customers and the audit log, then the page's cards. Wider than the customer's pages:
 * staff read tables on laptops.
 */
export function BackOfficeShell({
  title,
  heading,
  subline,
  above,
  action,
  children,
}: {
  /** The document title (the brand follows it). */
  title: string;
  heading: ReactNode;
  subline?: ReactNode;
  /** Over the heading, in place of the eyebrow (a way back to the list). */
  above?: ReactNode;
  /** Beside the heading on wide screens, under it on a phone. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={`${title} · ${t('backOffice.title')}`} />
      <section className="on-dark bg-night-sky text-white">
        <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 sm:pt-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              {above ?? (
                <p className="text-xs font-semibold tracking-[0.2em] text-gold-200 uppercase">
                  {t('backOffice.title')}
                </p>
              )}
              <h1 className="font-display text-3xl font-semibold [overflow-wrap:anywhere] sm:text-4xl">
                {heading}
              </h1>
              {subline ? <div className="text-sm text-white/75">{subline}</div> : null}
            </div>
            {action ? <div className="shrink-0">{action}</div> : null}
          </div>
          <BackOfficeNav />
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 sm:py-8">{children}</div>
    </>
  );
}

/** A white card of a back-office page, named by its heading; `actions` sit at the heading's end. */
export function BackOfficeCard({
  title,
  actions,
  children,
  className = '',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-100 sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-semibold text-night-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The loading and failure states every back-office page shares. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-start gap-4 rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100">
      <p role="alert" className="font-medium text-red-800">
        {message ?? t('backOffice.common.loadFailed')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-night-700 px-5 py-2.5 text-sm font-semibold text-white shadow-card hover:bg-night-600"
      >
        {t('backOffice.common.retry')}
      </button>
    </div>
  );
}

/** The white panel of a list page: the table's caption names it, so it has no heading of its own. */
export function ListPanel({ busy, children }: { busy?: ReactNode; children: ReactNode }) {
  return (
    <div className="relative min-w-0 rounded-3xl bg-white px-5 pt-4 pb-5 shadow-card ring-1 ring-night-100 sm:px-6 sm:pb-6">
      {busy ? <div className="absolute top-3 right-5 sm:right-6">{busy}</div> : null}
      {children}
    </div>
  );
}

/**
 * A list page's body in each of its states: failed to load (with a retry), loading, empty (`empty`
 * says so), or `children`; while a newer answer loads, the list on screen stays, with a spinner.
 */
export function ListStates({
  list,
  isEmpty,
  empty,
  children,
}: {
  list: { data?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const loading = <Spinner label={t('backOffice.common.loading')} />;
  if (list.isError && list.data === undefined) return <LoadFailed onRetry={() => void list.refetch()} />;
  return (
    <ListPanel busy={list.isFetching && list.data !== undefined ? loading : null}>
      {list.data === undefined ? (
        loading
      ) : isEmpty ? (
        <p className="rounded-2xl bg-night-50 px-4 py-6 text-center text-night-700">{empty}</p>
      ) : (
        children
      )}
    </ListPanel>
  );
}
