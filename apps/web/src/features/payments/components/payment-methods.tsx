import type { PaymentsConfig } from '@app/shared/schemas/payments';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SpinnerMark } from '../../../components/ui/spinner.tsx';
import { cancelPayPalOrder } from '../api/cancel-paypal-order.ts';
import { createPayPalOrder } from '../api/create-paypal-order.ts';
import { PayPalSdkButtons } from './paypal-sdk-buttons.tsx';

/**
 * The checkout's payment buttons: PayPal (its SDK's buttons, the emulator in development, or a note
 * that it is unavailable) and Interac. `blocked` while a payment is under way or the quote of this very
 * order is not in yet.
 */
export function PaymentMethods({
  config,
  bundleId,
  couponId,
  blocked,
  redirecting,
  interac,
  onEmulator,
  onInterac,
  onPayPalApproved,
  onPayPalError,
}: {
  config: PaymentsConfig | undefined;
  bundleId: string | null;
  couponId: string | undefined;
  blocked: boolean;
  /** On the way to the PayPal emulator. */
  redirecting: boolean;
  interac: { waiting: boolean; creating: boolean };
  onEmulator: () => void;
  onInterac: () => void;
  onPayPalApproved: (orderId: string) => Promise<void>;
  /** PayPal's buttons failed: with our server's refusal when making the order was what failed. */
  onPayPalError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const paypal = config?.paypal;
  // PayPal's SDK reports a failed createOrder through onError with an error of its own: our server's
  // refusal (a spending limit, a coupon) is kept here so that the customer reads its words.
  const createFailure = useRef<unknown>(null);
  const createOrder = async (id: string) => {
    createFailure.current = null;
    try {
      return await createPayPalOrder(id, couponId);
    } catch (failure) {
      createFailure.current = failure;
      throw failure;
    }
  };
  return (
    <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100">
      <h2 className="font-display text-2xl font-semibold text-night-900">{t('purchase.paymentMethod')}</h2>
      <div className="mt-5 space-y-4">
        {paypal?.mode === 'sdk' && bundleId ? (
          // PayPal's buttons live in its iframes: while blocked they are inert.
          <div
            inert={blocked}
            aria-disabled={blocked || undefined}
            className={blocked ? 'opacity-50' : undefined}
          >
            <PayPalSdkButtons
              clientId={paypal.clientId}
              createOrder={() => createOrder(bundleId)}
              onApproved={onPayPalApproved}
              onCancel={(orderId) => void cancelPayPalOrder(orderId).catch(() => undefined)}
              onError={(error) => {
                const failure = createFailure.current ?? error;
                createFailure.current = null;
                onPayPalError(failure);
              }}
            />
          </div>
        ) : null}
        {paypal?.mode === 'emulator' ? (
          <>
            <button
              type="button"
              onClick={onEmulator}
              disabled={blocked}
              className={`${buttonClass('gold', 'lg')} w-full`}
            >
              {redirecting ? t('purchase.redirecting') : t('purchase.paypalSandbox')}
            </button>
            <p className="text-xs text-night-600">{t('purchase.paypalSandboxNote')}</p>
          </>
        ) : null}
        {paypal?.mode === 'unavailable' ? <Alert tone="info">{t('purchase.paypalUnavailable')}</Alert> : null}
        {config?.interac ? (
          interac.waiting ? (
            <div className="flex items-center gap-3 rounded-xl bg-night-50 p-4" role="status">
              <SpinnerMark className="shrink-0 text-night-600" />
              <div>
                <p className="font-semibold text-night-900">{t('purchase.interacWaiting')}</p>
                <p className="text-sm text-night-600">{t('purchase.interacOpened')}</p>
              </div>
            </div>
          ) : (
            <button
              type="button"
              onClick={onInterac}
              disabled={blocked}
              className={`${buttonClass('night', 'lg')} w-full`}
            >
              {interac.creating ? t('purchase.processing') : t('purchase.payWithInterac')}
            </button>
          )
        ) : null}
      </div>
    </section>
  );
}
