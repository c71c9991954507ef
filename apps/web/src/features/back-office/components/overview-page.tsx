import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageIcon, QuoteIcon } from '../../../components/ui/action-icons.tsx';
import {
  ArrowRightIcon,
  ClockIcon,
  CompassIcon,
  MailIcon,
  SparklesIcon,
  UserPlusIcon,
  UsersIcon,
} from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/use-auth.tsx';
import { overviewQueryOptions } from '../api.ts';
import { roleLabelKey } from '../labels.ts';
import { BackOfficeShell, LoadFailed } from './back-office-shell.tsx';
import { AccountingExport, DailyChart, LiveFigures, PeriodFigures } from './overview-figures.tsx';

/**
 * Where staff land after signing in: the business today, over 7 and 30 days and right now, the 30-day
 * chart, the accounting export (admin), and the back office's tools.
 */
export function BackOfficeOverviewPage() {
  const { t } = useTranslation();
  const { user, role } = useAuth();
  const roleKey = roleLabelKey(role ?? '');
  const overview = useQuery(overviewQueryOptions());
  const tools = [
    {
      to: '/admin/customers',
      title: t('backOffice.nav.customers'),
      text: t('backOffice.overview.customers'),
      Icon: UsersIcon,
    },
    {
      to: '/admin/advisors',
      title: t('backOffice.nav.advisors'),
      text: t('backOffice.overview.advisors'),
      Icon: UserPlusIcon,
    },
    {
      to: '/admin/applications',
      title: t('backOffice.applications.nav'),
      text: t('backOffice.applications.overview'),
      Icon: MailIcon,
    },
    {
      to: '/admin/reviews',
      title: t('backOfficeTrust.nav.reviews'),
      text: t('backOfficeTrust.overview.reviews'),
      Icon: QuoteIcon,
    },
    {
      to: '/admin/satisfaction',
      title: t('backOfficeTrust.nav.satisfaction'),
      text: t('backOfficeTrust.overview.satisfaction'),
      Icon: MessageIcon,
    },
    {
      to: '/admin/bundles',
      title: t('backOffice.nav.bundles'),
      text: t('backOffice.overview.bundles'),
      Icon: SparklesIcon,
    },
    {
      to: '/admin/coupons',
      title: t('backOffice.nav.coupons'),
      text: t('backOffice.overview.coupons'),
      Icon: SparklesIcon,
    },
    {
      to: '/admin/promotions',
      title: t('backOffice.nav.promotions'),
      text: t('backOffice.overview.promotions'),
      Icon: MailIcon,
    },
    {
      to: '/admin/season',
      title: t('backOffice.nav.season'),
      text: t('backOffice.overview.season'),
      Icon: CompassIcon,
    },
    {
      to: '/admin/audit',
      title: t('backOffice.nav.audit'),
      text: t('backOffice.overview.audit'),
      Icon: ClockIcon,
    },
  ];
  return (
    <BackOfficeShell
      title={t('backOffice.nav.overview')}
      heading={t('backOffice.title')}
      subline={t('backOffice.greeting', {
        email: user?.email ?? '',
        role: roleKey ? t(roleKey) : (role ?? ''),
      })}
    >
      {overview.data ? (
        <>
          <PeriodFigures overview={overview.data} />
          <LiveFigures overview={overview.data} />
          <DailyChart overview={overview.data} />
          {role === 'admin' ? <AccountingExport /> : null}
        </>
      ) : overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} />
      ) : (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label={t('backOffice.common.loading')} />
        </div>
      )}
      <p className="text-night-700">{t('backOffice.intro')}</p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="group flex h-full items-start gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-100 transition-shadow hover:ring-night-500/40 sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-night-50 text-night-600"
              >
                <tool.Icon className="size-5" />
              </span>
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-display text-xl font-semibold text-night-900">{tool.title}</span>
                <span className="text-sm text-night-600">{tool.text}</span>
              </span>
              <ArrowRightIcon
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-night-500/60 transition-transform group-hover:translate-x-0.5 group-hover:text-night-700"
              />
            </Link>
          </li>
        ))}
      </ul>
    </BackOfficeShell>
  );
}
