import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { AccountClosure } from '@app/shared/schemas/account-closure';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../../test/render-with-api.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const signOut = vi.fn(async () => undefined);
vi.mock('../../../../lib/use-auth.tsx', () => ({ useAuth: () => ({ signOut }) }));

const words = en.deletion;
const CLOSURE_URL = `/api/customers/${TEST_CUSTOMER_ID}/closure`;

resetAfterEach();

/** Two purchases left partly unused: 27 paid minutes back to PayPal, 8 by Interac, 3 gift minutes lost. */
const closure = (overrides: Partial<AccountClosure> = {}): AccountClosure => ({
  balance: 38,
  paidMinutes: 35,
  amountCents: 10_060,
  lostMinutes: 3,
  refunds: [
    { provider: 'paypal', minutes: 27, amountCents: 7761 },
    { provider: 'interac', minutes: 8, amountCents: 2299 },
  ],
  purchases: [],
  callInProgress: false,
  ...overrides,
});

function renderDialog(answer: (request: SentRequest) => Response) {
  return renderWithApi(
    <MemoryRouter>
      <DeleteAccountDialog customerId={TEST_CUSTOMER_ID} open onClose={() => undefined} />
    </MemoryRouter>,
    answer,
  );
}

const confirmButton = () => screen.getByRole('button', { name: words.confirm }) as HTMLButtonElement;
/** Text with no-break spaces read as spaces (French money and units use them). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('the account closing dialog', () => {
  it('says what will be refunded, where, and which minutes are lost, before the customer confirms', async () => {
    const { user, sent } = renderDialog((request) =>
      request.method === 'GET' ? Response.json({ closure: closure() }) : Response.json({ deleted: true }),
    );
    expect(screen.getByText(words.warning)).toBeTruthy();
    expect(
      await screen.findByText('CA$77.61 will be refunded to your PayPal account for 27 paid minutes.'),
    ).toBeTruthy();
    expect(screen.getByText('CA$22.99 will be refunded by Interac for 8 paid minutes.')).toBeTruthy();
    expect(
      screen.getByText('3 gift, bonus or coupon minutes will be lost: they cannot be refunded.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ url: CLOSURE_URL, method: 'GET', body: {} }]);

    await user.type(screen.getByLabelText(words.prompt), 'DELETE');
    expect(confirmButton().disabled).toBe(false);
    await user.click(confirmButton());
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(sent.at(-1)).toEqual({
      url: `/api/customers/${TEST_CUSTOMER_ID}`,
      method: 'DELETE',
      body: { confirm: 'DELETE' },
    });
  });

  it('says it in French on a French page, one paid minute and one lost minute in the singular', async () => {
    await onAFrenchAccountPage();
    renderDialog(() =>
      Response.json({
        closure: closure({
          lostMinutes: 1,
          refunds: [{ provider: 'paypal', minutes: 1, amountCents: 287 }],
        }),
      }),
    );
    const refund = await screen.findByText(
      (_, element) =>
        plain(element?.textContent) ===
        '2,87 $ vous sera remboursé dans votre compte PayPal pour 1 minute payée.',
    );
    expect(refund.tagName).toBe('P');
    expect(
      screen.getByText(
        (_, element) =>
          plain(element?.textContent) ===
          '1 minute offerte (cadeau, bonus ou code promo) sera perdue : elle n’est pas remboursable.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(fr.deletion.warning)).toBeTruthy();
  });

  it('keeps the confirm button off during a call, and until it knows what closing would refund', async () => {
    renderDialog(() => Response.json({ closure: closure({ callInProgress: true }) }));
    expect(confirmButton().disabled).toBe(true);
    expect(await screen.findByText(words.closure.callInProgress)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('says when it could not check, and does not let the customer close blind', async () => {
    renderDialog(() => refusal(500, 'INTERNAL_ERROR', 'Internal Server Error'));
    expect(await screen.findByText(words.closure.checkFailed)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('says nothing more when there is nothing to refund or lose', async () => {
    renderDialog(() =>
      Response.json({
        closure: closure({ balance: 0, paidMinutes: 0, amountCents: 0, lostMinutes: 0, refunds: [] }),
      }),
    );
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(screen.queryByText(/will be refunded/)).toBeNull();
    expect(screen.queryByText(words.closure.delay)).toBeNull();
  });
});
