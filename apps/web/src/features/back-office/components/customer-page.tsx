import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { StaffCustomerDetail } from '@app/shared/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { customerQueryOptions, useResendVerification, useSetActive, useSignOutEverywhere } from '../api.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { BackOfficeCard, BackOfficeShell, LoadFailed } from './back-office-shell.tsx';
import { ClosureRefundsCard } from './closure-refunds-card.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';
import { CustomerLimitsCard } from './customer-limits-card.tsx';
import {
  CallsSection,
  CouponUsesSection,
  LedgerSection,
  PhonesSection,
  PurchasesSection,
  SessionsSection,
} from './customer-sections.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { StatusBadges } from './status-badges.tsx';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/customers"
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-gold-200 hover:text-white"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('backOffice.customer.back')}
    </Link>
  );
}

/** /admin/customers/:customerId: who the customer is, their minutes, what staff can do, and their history. */
export function CustomerPage() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const detail = useQuery(customerQueryOptions(customerId));
  const [refunding, setRefunding] = useState<StaffCustomerDetail['purchases'][number] | null>(null);

  if (!detail.data) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <BackOfficeShell
        title={t('backOffice.customers.title')}
        heading={t('backOffice.customers.title')}
        above={<BackToList />}
      >
        {detail.isError ? (
          <LoadFailed
            message={missing ? t('backOffice.customer.notFound') : undefined}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <div className="flex min-h-[30vh] items-center justify-center">
            <Spinner label={t('backOffice.common.loading')} />
          </div>
        )}
      </BackOfficeShell>
    );
  }
  const data = detail.data;
  const { customer } = data;
  const name = customer.name.trim() || customer.email;
  return (
    <BackOfficeShell
      title={name}
      heading={name}
      above={<BackToList />}
      subline={customer.name.trim() ? customer.email : undefined}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <Summary data={data} />
        <Actions data={data} />
      </div>
      <CustomerLimitsCard customerId={customer.id} />
      {customer.deletedAt ? (
        <ClosureRefundsCard customerId={customer.id} canResolve={data.canRefund === true} />
      ) : null}
      <LedgerSection ledger={data.ledger} />
      <div className="grid gap-5 xl:grid-cols-2 xl:items-start">
        <PurchasesSection purchases={data.purchases} onRefund={data.canRefund ? setRefunding : undefined} />
        <CallsSection calls={data.calls} />
        <CouponUsesSection couponUses={data.couponUses} />
        <PhonesSection phoneNumbers={customer.phoneNumbers} />
      </div>
      <SessionsSection sessions={data.sessions} />
      <RefundDialog purchase={refunding} balance={customer.credits} onClose={() => setRefunding(null)} />
    </BackOfficeShell>
  );
}

function Summary({ data }: { data: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const { customer } = data;
  return (
    <section
      aria-label={t('backOffice.customer.balance')}
      className="grid gap-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-100 sm:grid-cols-[auto_minmax(0,1fr)] sm:p-6"
    >
      <div className="rounded-2xl bg-gold-100/60 px-5 py-4 ring-1 ring-gold-200">
        <p className="text-xs font-semibold tracking-wide text-night-600 uppercase">
          {t('backOffice.customer.balance')}
        </p>
        <p
          className="font-display text-5xl font-semibold text-night-900 tabular-nums"
          data-testid="staff-balance"
        >
          {customer.credits}
        </p>
        <p className="text-sm font-medium text-night-700">
          {t('backOffice.common.minutes', { count: customer.credits })}
        </p>
      </div>
      <div className="grid content-start gap-3">
        <StatusBadges customer={customer} />
        <dl className="grid gap-1 text-sm text-night-700">
          <div>
            <dt className="sr-only">{t('backOffice.customers.columns.email')}</dt>
            <dd className="font-semibold break-all text-night-900">{customer.email}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('backOffice.customers.columns.phones')}</dt>
            <dd className="tabular-nums">
              {customer.phoneNumbers.length > 0
                ? customer.phoneNumbers.map(formatPhoneDisplay).join(', ')
                : t('backOffice.customer.empty.phones')}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('backOffice.customers.columns.joined')}</dt>
            <dd>{t('backOffice.customer.joined', { date: formatDate(customer.createdAt) })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('backOffice.customers.columns.lastSignIn')}</dt>
            <dd>
              {customer.lastSignInAt
                ? t('backOffice.customer.lastSignIn', { date: formatDateTime(customer.lastSignInAt) })
                : t('backOffice.customer.neverSignedIn')}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

type Open = 'adjust' | 'active' | 'signOut' | null;

function Actions({ data }: { data: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const { customer } = data;
  const [open, setOpen] = useState<Open>(null);
  const setActive = useSetActive(customer.id);
  const signOut = useSignOutEverywhere(customer.id);
  const resend = useResendVerification(customer.id);
  const close = () => {
    setOpen(null);
    setActive.reset();
    signOut.reset();
  };
  const activeWords = customer.isActive ? 'deactivate' : 'reactivate';

  return (
    <BackOfficeCard title={t('backOffice.customer.actions')}>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(12.5rem,1fr))] gap-2">
        <button type="button" className={buttonClass('night', 'md')} onClick={() => setOpen('adjust')}>
          {t('backOffice.customer.adjust')}
        </button>
        {customer.emailVerified ? null : (
          <button
            type="button"
            className={buttonClass('outlineDark', 'md')}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () => toast.success(t('backOffice.verification.sent', { email: customer.email })),
                onError: (error) => toast.error(messageOf(error, t('backOffice.verification.failed'))),
              })
            }
          >
            {t('backOffice.customer.resendVerification')}
          </button>
        )}
        <button type="button" className={buttonClass('outlineDark', 'md')} onClick={() => setOpen('signOut')}>
          {t('backOffice.customer.signOutEverywhere')}
        </button>
        <button
          type="button"
          className={
            customer.isActive
              ? 'inline-flex items-center justify-center rounded-full border border-red-300 px-5 py-2.5 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50'
              : buttonClass('outlineDark', 'md')
          }
          onClick={() => setOpen('active')}
        >
          {customer.isActive ? t('backOffice.customer.deactivate') : t('backOffice.customer.reactivate')}
        </button>
      </div>

      <AdjustDialog
        open={open === 'adjust'}
        onClose={close}
        customerId={customer.id}
        balance={customer.credits}
        unlimited={data.canAdjustUnlimited}
      />
      <ConfirmNoteDialog
        open={open === 'active'}
        title={t(`backOffice.confirm.${activeWords}.title`)}
        text={t(`backOffice.confirm.${activeWords}.text`, { email: customer.email })}
        submitLabel={t(`backOffice.confirm.${activeWords}.submit`)}
        danger={customer.isActive}
        pending={setActive.isPending}
        error={setActive.isError ? messageOf(setActive.error, t('backOffice.confirm.failed')) : null}
        onClose={close}
        onConfirm={(note) =>
          setActive.mutate(
            { active: !customer.isActive, note },
            {
              onSuccess: () => {
                toast.success(t(`backOffice.confirm.${activeWords}.done`));
                close();
              },
            },
          )
        }
      />
      <ConfirmNoteDialog
        open={open === 'signOut'}
        title={t('backOffice.confirm.signOut.title')}
        text={t('backOffice.confirm.signOut.text', { email: customer.email })}
        submitLabel={t('backOffice.confirm.signOut.submit')}
        pending={signOut.isPending}
        error={signOut.isError ? messageOf(signOut.error, t('backOffice.confirm.failed')) : null}
        onClose={close}
        onConfirm={(note) =>
          signOut.mutate(
            { note },
            {
              onSuccess: () => {
                toast.success(t('backOffice.confirm.signOut.done'));
                close();
              },
            },
          )
        }
      />
    </BackOfficeCard>
  );
}
