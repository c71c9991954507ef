import { en } from '@app/shared/messages/en';
import type { StaffClosureRefund } from '@app/shared/schemas/account-closure';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { ClosureRefundsCard } from './closure-refunds-card.tsx';

const words = en.backOffice.closureRefunds;
const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';

resetAfterEach();

/** A PayPal refund at closure that PayPal refused: it waits for staff. */
const QUEUED: StaffClosureRefund = {
  id: '5eed0000-0000-4000-8000-0000000000aa',
  customerId: CUSTOMER,
  customerEmail: 'ada@example.com',
  purchaseId: '5eed0000-0000-4000-8000-0000000000bb',
  orderId: 'PAYID-123',
  purchaseDate: '2026-11-20T15:00:00.000Z',
  provider: 'paypal',
  minutes: 10,
  amountCents: 2874,
  status: 'queued',
  refundStatus: 'failed',
  queueReason: 'provider_refused',
  failureReason: 'PayPal declined it (status 422).',
  createdAt: '2026-11-28T10:00:00.000Z',
  queuedAt: '2026-11-28T10:00:01.000Z',
  resolvedAt: null,
  resolvedByEmail: null,
  resolutionNote: null,
};

function server(resolveAnswer?: Response) {
  let items = [QUEUED];
  return (request: SentRequest) => {
    if (request.method === 'POST') {
      if (resolveAnswer) return resolveAnswer;
      const resolved = {
        ...QUEUED,
        status: 'resolved' as const,
        resolvedAt: '2026-11-29T10:00:00.000Z',
        resolvedByEmail: 'admin@example.com',
        resolutionNote: String(request.body.note),
      };
      items = [resolved];
      return Response.json(resolved);
    }
    return Response.json({ items });
  };
}

describe('the refunds at account closure on the customer page', () => {
  it('shows a refund waiting for staff with why, and lets an admin mark it paid back with a note', async () => {
    const { user, sent } = renderWithApi(<ClosureRefundsCard customerId={CUSTOMER} canResolve />, server());
    expect(await screen.findByText(words.reasons.provider_refused)).toBeTruthy();
    expect(screen.getByText('Waiting for staff (refused)')).toBeTruthy();
    expect(screen.getByText('The provider said: PayPal declined it (status 422).')).toBeTruthy();
    expect(sent[0]?.url).toBe(`/api/staff/closure-refunds?status=all&customerId=${CUSTOMER}`);

    await user.click(screen.getByRole('button', { name: 'Mark the refund of order PAYID-123 as paid back' }));
    const dialog = screen.getByRole('dialog', { name: words.resolveTitle });
    await user.type(within(dialog).getByRole('textbox'), 'Cheque 1042 sent');
    await user.click(within(dialog).getByRole('button', { name: words.resolveSubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      url: `/api/staff/closure-refunds/${QUEUED.id}/resolve`,
      method: 'POST',
      body: { note: 'Cheque 1042 sent' },
    });
    expect(await screen.findByText(/admin@example\.com on .+: Cheque 1042 sent/)).toBeTruthy();
  });

  it('keeps the dialog open with the server’s words when marking fails', async () => {
    const { user } = renderWithApi(
      <ClosureRefundsCard customerId={CUSTOMER} canResolve />,
      server(refusal(409, 'ALREADY_DECIDED', words.errors.notQueued)),
    );
    await user.click(await screen.findByRole('button', { name: /Mark the refund of order PAYID-123/ }));
    const dialog = screen.getByRole('dialog', { name: words.resolveTitle });
    await user.type(within(dialog).getByRole('textbox'), 'Paid by cheque');
    await user.click(within(dialog).getByRole('button', { name: words.resolveSubmit }));
    expect(await within(dialog).findByText(words.errors.notQueued)).toBeTruthy();
  });

  it('offers no button to those who may not refund', async () => {
    renderWithApi(<ClosureRefundsCard customerId={CUSTOMER} canResolve={false} />, server());
    expect(await screen.findByText(words.reasons.provider_refused)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark the refund/ })).toBeNull();
  });
});
