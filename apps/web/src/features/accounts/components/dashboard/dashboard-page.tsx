import { INTERVALS_MS } from '@app/shared/constants';
import { shownCustomerName } from '@app/shared/rules/customer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { PageHero } from '../../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../../components/ui/page-meta.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useCreditUsage } from '../../../../lib/credit-usage.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAuth } from '../../../../lib/use-auth.tsx';
import { MyLineCard } from '../../../call-back/index.dashboard.ts';
import { MySkyCard } from '../../../horoscope/index.dashboard.ts';
import { FavoritesCardContent } from '../../../trust/index.ts';
import { useCustomer } from '../../api/get-customer.ts';
import { usePurchases } from '../../api/get-purchases.ts';
import { useTarotPromoCode } from '../../api/get-tarot-promo-code.ts';
import { AddPhoneDialog } from './add-phone-dialog.tsx';
import { CreditUsageCardContent } from './credit-usage-card.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { countPaidPurchases, formatDate } from './dashboard-format.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { PurchaseHistoryTable } from './history-tables.tsx';
import { PhoneNumbersCard } from './phone-numbers-card.tsx';
import { SavedPaypalOffer } from './saved-paypal-offer.tsx';
import { SpendingCard } from './spending-card.tsx';

type Open = 'none' | 'notice' | 'addPhone' | 'delete';

export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const { customer, isError } = useCustomer();
  const id = user?.id ?? '';
  const purchases = usePurchases(id);
  const usages = useCreditUsage(id);
  const promo = useTarotPromoCode(id);
  const [open, setOpen] = useState<Open>('none');
  const hasPhone = (customer?.phoneNumbers.length ?? 0) > 0;

  // SPEC 8: a failed customer fetch shows the message and signs out.
  useEffect(() => {
    if (!isError) return;
    toast.error(t('dashboard.errors.fetchCustomer'));
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [isError, signOut, navigate, t]);

  // SPEC 2: the notice appears 1 s after the dashboard loads for a customer without a phone number, once
  // per visit: the customer record is read again (a purchase, a focus) and must not bring it back.
  const noticeShown = useRef(false);
  const customerKnown = customer !== undefined && customer !== null;
  useEffect(() => {
    if (!customerKnown || hasPhone || noticeShown.current) return;
    const timer = window.setTimeout(() => {
      noticeShown.current = true;
      setOpen((current) => (current === 'none' ? 'notice' : current));
    }, INTERVALS_MS.dashboardPhoneNoticeDelay);
    return () => window.clearTimeout(timer);
  }, [customerKnown, hasPhone]);

  if (!customer) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  // Without a first name the customer is welcomed without one, never by the sign-up default.
  const name = shownCustomerName(customer.name, customer.email);
  return (
    <>
      <PageMeta page="dashboard" />
      <PageHero title={name === null ? t('dashboard.welcomeNoName') : t('dashboard.welcome', { name })} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <SavedPaypalOffer customerId={customer.id} />
        <MyLineCard customerId={customer.id} />
        <DashboardCard title={t('dashboard.creditBalance')}>
          <p className="font-display text-5xl font-semibold text-night-900 tabular-nums">
            <span data-testid="credit-balance">{customer.credits}</span>
            <span className="ml-2 text-base font-sans font-medium text-night-600">
              {t('dashboard.minutesLabel', { count: customer.credits })}
            </span>
          </p>
          <p className="mt-2 text-sm text-night-600">{t('dashboard.creditsNeverExpire')}</p>
          <Link to="/purchase" className={`${buttonClass('gold', 'md')} mt-5`}>
            {t('dashboard.purchaseMore')}
          </Link>
        </DashboardCard>

        <PhoneNumbersCard
          customerId={customer.id}
          phoneNumbers={customer.phoneNumbers}
          onAdd={() => setOpen('addPhone')}
        />

        <DashboardCard title={t('dashboard.accountInfo')}>
          <dl className="space-y-3 text-sm">
            {[
              [
                t('dashboard.name'),
                name ?? <span className="font-normal text-night-600">{t('dashboard.noName')}</span>,
              ],
              [t('dashboard.email'), customer.email],
              [t('dashboard.memberSince'), formatDate(customer.createdAt)],
              [t('dashboard.totalPurchases'), purchases.data ? countPaidPurchases(purchases.data) : '…'],
            ].map(([label, value]) => (
              <div key={String(label)} className="flex min-w-0 justify-between gap-4">
                <dt className="shrink-0 text-night-600">{label}</dt>
                <dd className="min-w-0 truncate font-semibold text-night-900">{value}</dd>
              </div>
            ))}
          </dl>
          <Link to="/profile" className={`${buttonClass('outlineDark', 'sm')} mt-5`}>
            {t('dashboard.editProfile')}
          </Link>
        </DashboardCard>

        <SpendingCard customerId={customer.id} />

        <DashboardCard title={t('dashboard.purchaseHistory')} className="lg:col-span-2">
          {purchases.isError ? <Alert tone="error">{t('dataService.fetchPurchaseHistory')}</Alert> : null}
          {purchases.data ? (
            <PurchaseHistoryTable purchases={purchases.data} />
          ) : purchases.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : null}
        </DashboardCard>

        <DashboardCard title={t('dashboard.lastPromoCode')}>
          {promo.data ? (
            <p className="inline-block rounded-xl border-2 border-dashed border-gold-400 bg-gold-100 px-4 py-2 font-mono text-lg font-bold tracking-widest text-gold-700">
              {promo.data}
            </p>
          ) : (
            <p className="text-sm text-night-600">
              {promo.isError ? t('dataService.fetchTarotPromoCode') : t('dashboard.noPromoCode')}
            </p>
          )}
        </DashboardCard>

        <DashboardCard title={t('dashboard.creditUsage')} className="lg:col-span-2">
          {usages.isError ? <Alert tone="error">{t('dataService.fetchCreditUsage')}</Alert> : null}
          {usages.data ? (
            <CreditUsageCardContent customerId={customer.id} usages={usages.data} />
          ) : usages.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : null}
        </DashboardCard>

        <MySkyCard customerId={customer.id} />

        <DashboardCard title={t('trust.favorites.title')}>
          <FavoritesCardContent customerId={customer.id} />
        </DashboardCard>

        <section className="min-w-0 rounded-3xl border border-red-200 bg-red-50/60 p-6">
          <h2 className="font-display text-xl font-semibold text-red-900">{t('deletion.title')}</h2>
          <p className="mt-2 text-sm text-red-900/80">{t('deletion.warning')}</p>
          <button
            type="button"
            onClick={() => setOpen('delete')}
            className="mt-4 rounded-full border border-red-300 px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
          >
            {t('deletion.button')}
          </button>
        </section>
      </div>

      <Dialog
        open={open === 'notice'}
        onClose={() => setOpen('none')}
        title={t('dashboard.phoneNotice.title')}
      >
        <p className="text-night-700">{t('dashboard.phoneNotice.text')}</p>
        <DialogActions dismissLabel={t('dashboard.phoneNotice.later')} onDismiss={() => setOpen('none')}>
          <button type="button" onClick={() => setOpen('addPhone')} className={buttonClass('night', 'md')}>
            {t('dashboard.phoneNotice.addPhone')}
          </button>
        </DialogActions>
      </Dialog>
      <AddPhoneDialog customerId={customer.id} open={open === 'addPhone'} onClose={() => setOpen('none')} />
      <DeleteAccountDialog
        customerId={customer.id}
        open={open === 'delete'}
        onClose={() => setOpen('none')}
      />
    </>
  );
}
