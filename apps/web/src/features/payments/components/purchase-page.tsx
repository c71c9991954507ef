import { CREDITS_UPDATED_EVENT } from '@app/shared/constants';
import { formatMessage } from '@app/shared/messages/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pushDataLayer } from '../../../lib/analytics.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { pageLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { type AfterPurchaseState, FirstNamePrompt, purchasesQueryOptions } from '../../accounts/index.ts';
import { BundleCard, BundlesPending, saleBundle, useBundles } from '../../credits/index.ts';
import { cancelPayPalOrder } from '../api/cancel-paypal-order.ts';
import { capturePayPalOrder } from '../api/capture-paypal-order.ts';
import { createPayPalOrder } from '../api/create-paypal-order.ts';
import { getOrder } from '../api/get-order.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { validateCoupon } from '../api/validate-coupon.ts';
import { BillingStep } from './billing-step.tsx';
import { CouponBox, type CouponState } from './coupon-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { claimPurchaseEvent, purchaseEvent } from './purchase-event.ts';
import { PricesNote, TaxPlace } from './tax-place.tsx';
import { useInteracPayment } from './use-interac-payment.ts';
import { useOrderQuote } from './use-order-quote.ts';

type Step = 'select' | 'checkout';

/** The dashboard then offers to save PayPal for top-ups during a call (never during checkout itself). */
const AFTER_PURCHASE: AfterPurchaseState = { purchased: true };

/** /purchase: select a package, then check out (SPEC 2, 4, 5); every figure that matters comes from the server. */
export function PurchasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const config = usePaymentsConfig();
  const bundlesQuery = useBundles();
  const bundles = useMemo(
    () => bundlesQuery.data?.map((item) => saleBundle(item, pageLanguage())) ?? null,
    [bundlesQuery.data],
  );
  const [selectedId, setSelectedId] = useState<string | null>(params.get('bundle'));
  const [step, setStep] = useState<Step>('select');
  const [coupon, setCoupon] = useState<CouponState>({ status: 'none' });
  /** The minutes the validated coupon's summary gives (its bonus included); the money is the quote's. */
  const [couponMinutes, setCouponMinutes] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'redirecting' | 'capturing'>(null);
  const pendingCoupon = useRef(params.get('coupon')?.trim().toUpperCase() || null);
  const captureStarted = useRef(false);
  const bundle = bundles?.find((b) => b.id === selectedId) ?? null;
  // A ?bundle= that is not on sale, once the list is known: said as before, and nothing is selected.
  const unknownBundle = bundles !== null && selectedId !== null && bundle === null;
  const { user } = useAuth();
  const {
    customer,
    address,
    request: quoteRequest,
    quoted,
    askAddress,
    changeAddress,
    addressDone,
  } = useOrderQuote(bundle, coupon);
  const interac = useInteracPayment((outcome) => {
    switch (outcome.kind) {
      case 'success':
        void finishInterac(outcome.transactionId);
        return;
      case 'failed':
        setStep('select');
        return fail(t('payments.interacFailed'));
      case 'warning':
        setStep('select');
        toast.warning(t('purchase.interacStatusWarning', { status: outcome.status }));
        return;
      case 'unavailable':
        setStep('select');
        toast.warning(t('purchase.interacUnavailable'));
        return;
      case 'error':
        setStep('select');
        return fail(messageOf(outcome.error, t('payments.processing')));
    }
  });
  const { resume, stop } = interac;
  // Leaving checkout (Back, or any outcome) ends the payment's polling: nothing polls an abandoned order.
  // Before the resume below, which moves to checkout in the render after it.
  useEffect(() => {
    if (step !== 'checkout') stop();
  }, [step, stop]);
  useEffect(() => {
    if (resume()) setStep('checkout');
  }, [resume]);
  /** A payment is under way (PayPal redirecting or capturing, an Interac order made or polled): one at a time. */
  const paying = busy !== null || interac.phase !== 'idle';

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const applyCoupon = async (code: string, bundleId: string | null = bundle?.id ?? null) => {
    if (!bundleId) {
      setCoupon({ status: 'invalid', code, message: t('coupon.errors.selectPackageFirst') });
      return;
    }
    setCoupon({ status: 'checking', code });
    try {
      const answer = await validateCoupon(code, bundleId);
      const { type, value } = answer.coupon;
      const label =
        type === 'bonus_minutes'
          ? t('coupon.effects.bonusMinutes', { count: value })
          : formatMessage(
              t(
                type === 'percentage_off'
                  ? 'coupon.effects.percentageOff'
                  : 'coupon.effects.percentageBonusMinutes',
              ),
              { value },
            );
      setCoupon({ status: 'valid', code: answer.coupon.code, id: answer.coupon.id, label });
      setCouponMinutes(answer.summary.totalMinutes);
    } catch (failure) {
      setCoupon({ status: 'invalid', code, message: messageOf(failure, t('coupon.errors.failed')) });
      setCouponMinutes(null);
    }
  };

  // ?coupon= is applied as soon as a package on sale is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the package changes; applyCoupon reads the latest state
  useEffect(() => {
    const code = pendingCoupon.current;
    if (!code || !bundle) return;
    pendingCoupon.current = null;
    void applyCoupon(code, bundle.id);
  }, [bundle?.id]);

  const finish = async (purchaseId: string) => {
    try {
      const order = await getOrder(purchaseId);
      if (claimPurchaseEvent(purchaseId)) pushDataLayer(purchaseEvent(order));
    } catch (failure) {
      console.warn('The purchase was credited but its order could not be read for analytics.', failure);
    }
    window.dispatchEvent(new Event(CREDITS_UPDATED_EVENT));
    toast.success(t('purchase.success'));
    navigate('/dashboard', { replace: true, state: AFTER_PURCHASE });
  };

  const finishInterac = async (transactionId: string) => {
    try {
      const purchases = await queryClient.fetchQuery({
        ...purchasesQueryOptions(user?.id ?? ''),
        staleTime: 0,
      });
      const purchase = purchases.find((row) => row.orderId === transactionId);
      if (purchase) return await finish(purchase.id);
    } catch (failure) {
      console.warn('Interac payment succeeded but the purchase could not be read.', failure);
    }
    window.dispatchEvent(new Event(CREDITS_UPDATED_EVENT));
    toast.success(t('purchase.success'));
    navigate('/dashboard', { replace: true, state: AFTER_PURCHASE });
  };

  const payWithInterac = async () => {
    if (!bundle) return fail(t('purchase.selectPackageFirst'));
    if (paying) return;
    setError(null);
    try {
      await interac.start(bundle.id, coupon.status === 'valid' ? coupon.id : undefined);
    } catch (failure) {
      fail(messageOf(failure, t('payments.createInteracOrder')));
    }
  };

  // Back from PayPal's approval page: capture once, then finish.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per return from PayPal (guarded by captureStarted)
  useEffect(() => {
    const token = params.get('token');
    if (params.get('paypal_cancel')) {
      // Best effort: if it fails, the reconciliation job releases the coupon when the order expires.
      if (token) void cancelPayPalOrder(token).catch(() => undefined);
      toast.info(t('purchase.cancelled'));
      setParams(
        { ...(params.get('bundle') ? { bundle: params.get('bundle') as string } : {}) },
        { replace: true },
      );
      return;
    }
    if (!params.get('paypal_return') || !token || captureStarted.current) return;
    captureStarted.current = true;
    setBusy('capturing');
    capturePayPalOrder(token)
      .then((answer) => finish(answer.purchaseId))
      .catch((failure) => {
        setBusy(null);
        setParams({}, { replace: true });
        fail(messageOf(failure, t('payments.capturePaypalOrder')));
      });
  }, [params]);

  const select = (id: string) => {
    setSelectedId(id);
    setError(null);
    if (coupon.status === 'valid' || coupon.status === 'invalid') void applyCoupon(coupon.code, id);
  };

  const toCheckout = () => {
    if (!bundle) return fail(t('purchase.selectPackageFirst'));
    setError(null);
    setStep('checkout');
  };

  const payWithEmulator = async () => {
    if (!bundle) return fail(t('purchase.selectPackageFirst'));
    if (paying) return;
    setError(null);
    setBusy('redirecting');
    try {
      const id = await createPayPalOrder(bundle.id, coupon.status === 'valid' ? coupon.id : undefined);
      window.location.assign(`/dev/paypal/checkoutnow?token=${encodeURIComponent(id)}`);
    } catch (failure) {
      setBusy(null);
      fail(messageOf(failure, t('payments.createPaypalOrder')));
    }
  };

  if (busy === 'capturing') {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
        <Spinner label={t('purchase.capturing')} />
        <p className="text-night-700">{t('purchase.capturing')}</p>
      </div>
    );
  }

  const totalMinutes = bundle
    ? coupon.status === 'valid' && couponMinutes !== null
      ? couponMinutes
      : bundle.minutes + bundle.gift
    : 0;
  const blocked = paying || !quoted;

  return (
    <>
      <PageMeta page="purchase" />
      <PageHero title={t('purchase.title')}>
        <p className="mx-auto mt-4 max-w-2xl text-white/75">{t('purchase.subtitle')}</p>
        <ol
          className="mx-auto mt-6 flex max-w-md justify-center gap-3 text-sm"
          aria-label={t('purchase.title')}
        >
          {(['select', 'checkout'] as const).map((name, index) => (
            <li
              key={name}
              aria-current={step === name ? 'step' : undefined}
              className={`whitespace-nowrap rounded-full px-3 py-1.5 text-xs font-semibold sm:px-4 sm:text-sm ${step === name ? 'bg-gold-300 text-night-950' : 'bg-white/10 text-white/70'}`}
            >
              {index + 1}. {t(name === 'select' ? 'purchase.stepSelect' : 'purchase.stepCheckout')}
            </li>
          ))}
        </ol>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-6">
          {error || unknownBundle ? <Alert tone="error">{error ?? t('purchase.invalidBundle')}</Alert> : null}
          {step === 'select' && !bundles ? (
            <BundlesPending failed={bundlesQuery.isError} onRetry={() => void bundlesQuery.refetch()} />
          ) : step === 'select' && bundles ? (
            <div className="grid gap-6 pt-3 sm:grid-cols-2">
              {bundles.map((item) => (
                <BundleCard
                  key={item.id}
                  bundle={item}
                  selected={item.id === selectedId}
                  action={
                    <button
                      type="button"
                      aria-pressed={item.id === selectedId}
                      onClick={() => select(item.id)}
                      className={`${buttonClass(item.id === selectedId ? 'gold' : 'outlineDark', 'md')} w-full`}
                    >
                      {item.id === selectedId ? t('purchase.selected') : t('purchase.select')}
                    </button>
                  }
                />
              ))}
            </div>
          ) : (
            <>
              <FirstNamePrompt />
              {askAddress && customer ? (
                <BillingStep customer={customer} onDone={addressDone} />
              ) : address === undefined ? (
                <div className="flex justify-center py-6">
                  <Spinner label={t('common.loading')} />
                </div>
              ) : (
                <PaymentMethods
                  config={config.data}
                  bundleId={bundle?.id ?? null}
                  couponId={coupon.status === 'valid' ? coupon.id : undefined}
                  blocked={blocked}
                  redirecting={busy === 'redirecting'}
                  interac={{ waiting: interac.waiting, creating: interac.phase === 'creating' }}
                  onEmulator={() => void payWithEmulator()}
                  onInterac={() => void payWithInterac()}
                  onPayPalApproved={async (orderId) => {
                    try {
                      await finish((await capturePayPalOrder(orderId)).purchaseId);
                    } catch (failure) {
                      fail(messageOf(failure, t('payments.capturePaypalOrder')));
                    }
                  }}
                  onPayPalError={(failure) => fail(messageOf(failure, t('payments.processing')))}
                />
              )}
              <button
                type="button"
                onClick={() => setStep('select')}
                className={`${buttonClass('outlineDark', 'md')} w-full`}
              >
                {t('purchase.back')}
              </button>
            </>
          )}
        </div>

        <aside
          className={`${step === 'checkout' ? 'order-first lg:order-none' : ''} min-w-0 space-y-5 rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 lg:sticky lg:top-24 lg:self-start`}
        >
          <h2 className="font-display text-xl font-semibold text-night-900">{t('purchase.orderSummary')}</h2>
          {bundle ? (
            <OrderSummary bundle={bundle} request={quoteRequest} totalMinutes={totalMinutes} />
          ) : (
            <p className="text-sm text-night-600">{t('purchase.selectPackageFirst')}</p>
          )}
          {bundle ? (
            <TaxPlace
              address={address}
              {...(step === 'checkout' && !askAddress ? { onChange: changeAddress } : {})}
            />
          ) : null}
          <CouponBox
            state={coupon}
            onApply={(code) => void applyCoupon(code)}
            onClear={() => {
              setCoupon({ status: 'none' });
              setCouponMinutes(null);
            }}
          />
          {step === 'select' ? (
            <button type="button" onClick={toCheckout} className={`${buttonClass('night', 'lg')} w-full`}>
              {t('purchase.continue')}
            </button>
          ) : null}
          <PricesNote address={address} />
        </aside>
      </div>
    </>
  );
}
