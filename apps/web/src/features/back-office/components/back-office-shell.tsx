import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabbedPage, TabNav } from '../../../components/ui/tabbed-band.tsx';

const PAGES = [
  { to: '/admin', label: 'backOffice.nav.overview', end: true },
  { to: '/admin/customers', label: 'backOffice.nav.customers', end: false },
  { to: '/admin/advisors', label: 'backOffice.nav.advisors', end: false },
  { to: '/admin/applications', label: 'backOffice.applications.nav', end: false },
  { to: '/admin/reviews', label: 'backOfficeTrust.nav.reviews', end: false },
  { to: '/admin/satisfaction', label: 'backOfficeTrust.nav.satisfaction', end: false },
  { to: '/admin/bundles', label: 'backOffice.nav.bundles', end: false },
  { to: '/admin/coupons', label: 'backOffice.nav.coupons', end: false },
  { to: '/admin/promotions', label: 'backOffice.nav.promotions', end: false },
  { to: '/admin/season', label: 'backOffice.nav.season', end: false },
  { to: '/admin/payouts', label: 'backOfficePayouts.nav', end: false },
  { to: '/admin/audit', label: 'backOffice.nav.audit', end: false },
] as const;

/**
 * The back office's pages as tabs at the foot of the night band; a customer's page keeps 'Customers' lit. A
 * narrower screen than the tabs scrolls the row sideways, the lit tab brought into view.
 */
function BackOfficeNav() {
  const { t } = useTranslation();
  return (
    <TabNav
      label={t('backOffice.nav.label')}
      tabs={PAGES.map((page) => ({ to: page.to, label: t(page.label), end: page.end }))}
      layout="scroll"
    />
  );
}

/**
 * The frame of every back-office page: the night band with the page's heading and the tabs between the
 * overview, the customers and the audit log, then the page's cards. Wider than the customer's pages:
 * staff read tables on laptops, and the twelve tabs fit a 1440 px laptop in French too.
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
    <TabbedPage
      documentTitle={`${title} · ${t('backOffice.title')}`}
      eyebrow={t('backOffice.title')}
      above={above}
      heading={heading}
      subline={subline ? <div className="text-sm text-white/75">{subline}</div> : null}
      action={action}
      nav={<BackOfficeNav />}
      width="max-w-[88rem]"
    >
      {children}
    </TabbedPage>
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
  failed,
  children,
}: {
  list: { data?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  isEmpty: boolean;
  empty: string;
  /** What a failure says instead of the usual sentence (a 404, say). */
  failed?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const loading = <Spinner label={t('backOffice.common.loading')} />;
  if (list.isError && list.data === undefined) {
    return <LoadFailed onRetry={() => void list.refetch()} {...(failed ? { message: failed } : {})} />;
  }
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
