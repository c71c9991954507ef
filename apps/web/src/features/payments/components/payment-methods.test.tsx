import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import { PaymentMethods } from './payment-methods.tsx';

// PayPal's SDK, as it behaves: a createOrder that fails is reported through onError with an error of its own.
vi.mock('./paypal-sdk-buttons.tsx', () => ({
  PayPalSdkButtons: (props: { createOrder: () => Promise<string>; onError: (error: unknown) => void }) => (
    <button
      type="button"
      onClick={() =>
        void props.createOrder().catch(() => props.onError(new Error('PayPal: order creation failed')))
      }
    >
      PayPal
    </button>
  ),
}));

resetAfterEach();

const LIMIT_MESSAGE =
  'This purchase would go over your monthly limit of CA$100.00 (CA$80.00 already spent this month). It resets on Tuesday, December 1, 2026.';

describe('the checkout’s PayPal buttons', () => {
  it('hand on our server’s refusal of the order (a spending limit), not PayPal’s own error', async () => {
    const onPayPalError = vi.fn();
    const { user, sent } = renderWithApi(
      <PaymentMethods
        config={{ currency: 'CAD', interac: false, paypal: { mode: 'sdk', clientId: 'test' } }}
        bundleId="bundle-20"
        couponId={undefined}
        blocked={false}
        redirecting={false}
        interac={{ waiting: false, creating: false }}
        onEmulator={() => undefined}
        onInterac={() => undefined}
        onPayPalApproved={async () => undefined}
        onPayPalError={onPayPalError}
      />,
      () => refusal(409, 'SPENDING_LIMIT', LIMIT_MESSAGE),
    );
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(onPayPalError).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => request.url)).toEqual(['/.netlify/functions/create-paypal-order']);
    const [failure] = onPayPalError.mock.calls[0] as [unknown];
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(LIMIT_MESSAGE);
  });
});
