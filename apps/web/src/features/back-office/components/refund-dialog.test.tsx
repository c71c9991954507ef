import { en } from '@app/shared/messages/en';
import type { StaffCustomerDetail } from '@app/shared/schemas/staff';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const words = en.backOffice.refunds;
type Purchase = StaffCustomerDetail['purchases'][number];

/** A $25.00 purchase of 12 minutes (10 + 2 gift), by PayPal, nothing refunded yet. */
const PURCHASE: Purchase = {
  id: 'order-1',
  createdAt: '2026-11-20T15:00:00.000Z',
  provider: 'paypal',
  status: 'completed',
  bundle: 'Basic Package',
  minutes: 12,
  totalCents: 2500,
  couponCode: null,
  purchaseId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  refundedCents: 0,
  refundedMinutes: 0,
  refunds: [],
};

const REFUNDED = {
  refund: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    purchaseId: PURCHASE.purchaseId,
    amountCents: 2500,
    minutes: 12,
    minutesTaken: 12,
    shortfallMinutes: 0,
    status: 'completed',
    provider: 'paypal',
    createdAt: '2026-11-28T10:00:00.000Z',
    completedAt: '2026-11-28T10:00:01.000Z',
    failureReason: null,
  },
  balance: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(balance = 15, answer: () => Response = () => Response.json(REFUNDED)) {
  const onClose = vi.fn();
  const { sent, user } = renderWithApi(
    <RefundDialog purchase={PURCHASE} balance={balance} onClose={onClose} />,
    answer,
  );
  return { onClose, sent, user };
}

const amount = () => screen.getByLabelText(words.amount);
const minutes = () => screen.getByLabelText(words.minutes) as HTMLInputElement;
const note = () => screen.getByLabelText(words.note);
const submit = () => screen.getByRole('button', { name: words.submit });

describe('the refund dialog', () => {
  it('opens with the whole remainder, and proposes the minutes in proportion to the amount typed', async () => {
    const { user } = open();
    expect(amount()).toHaveProperty('value', '25.00');
    expect(minutes().value).toBe('12');
    await user.clear(amount());
    await user.type(amount(), '12.50');
    expect(minutes().value).toBe('6');
  });

  it('keeps the minutes staff typed, whatever the amount becomes', async () => {
    const { user } = open();
    await user.clear(minutes());
    await user.type(minutes(), '2');
    await user.clear(amount());
    await user.type(amount(), '20');
    expect(minutes().value).toBe('2');
  });

  it('says what the balance becomes, and when it cannot cover the minutes taken back', async () => {
    const { user } = open(5);
    const summary = screen.getByTestId('refund-summary');
    expect(summary.textContent).toContain(
      'The balance is 5 minutes; after this refund it will be 0 minutes.',
    );
    expect(summary.textContent).toContain('The balance cannot cover 7 of these minutes');
    await user.clear(minutes());
    await user.type(minutes(), '4');
    expect(summary.textContent).toContain('after this refund it will be 1 minute.');
    expect(summary.textContent).not.toContain('cannot cover');
  });

  it('refuses more than is left, and a note left empty, without sending anything', async () => {
    const { user, sent } = open();
    await user.clear(amount());
    await user.type(amount(), '30');
    await user.click(submit());
    expect(await screen.findByText(/^At most (CA)?\$25\.00 is left to refund\.$/)).toBeTruthy();
    expect(screen.getByText(words.noteRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends cents, minutes, the note and one request id, and closes once refunded', async () => {
    const { user, onClose, sent } = open();
    await user.clear(amount());
    await user.type(amount(), '12.50');
    await user.type(note(), 'Call dropped twice');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        url: `/api/staff/purchases/${PURCHASE.purchaseId}/refunds`,
        method: 'POST',
        body: {
          amountCents: 1250,
          minutes: 6,
          note: 'Call dropped twice',
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
  });

  it("shows the server's refusal in the form, and a retry sends the same request id", async () => {
    const message =
      'The customer is on a call with 12 min of this balance reserved. Try again once it ends, within 13 minutes.';
    const { user, onClose, sent } = open(15, () => refusal(409, 'CALL_IN_PROGRESS', message));
    await user.type(note(), 'Refund asked by phone');
    await user.click(submit());
    expect(
      await screen.findByText(/The customer is on a call with 12 min of this balance reserved/),
    ).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body.requestId).toBe(sent[0]?.body.requestId);
    expect(onClose).not.toHaveBeenCalled();
  });
});
