import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/formats.ts';
import { onAFrenchBackOfficePage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import { EarningsAdjustDialog } from './earnings-adjust-dialog.tsx';

const words = en.backOfficeEarnings.adjust;
const AGENT = 1007;
const URL = `/api/staff/advisors/${AGENT}/earnings/adjustments`;

resetAfterEach();

const applied = (balanceCents: number) => () => Response.json({ applied: true, balanceCents, entryId: 41 });

/** The dialog over a balance of $40.00 owed (unless said), the server's answer from `answer`. */
function open(answer: () => Response = applied(6550), balanceCents = 4000) {
  const onClose = vi.fn();
  const rendered = renderWithApi(
    <EarningsAdjustDialog open onClose={onClose} agentId={AGENT} balanceCents={balanceCents} />,
    answer,
  );
  return { onClose, ...rendered };
}

const amount = () => screen.getByLabelText(words.amount);
const override = () => screen.queryByRole('checkbox', { name: new RegExp(words.overrideNegative) });

async function fill(
  user: ReturnType<typeof open>['user'],
  {
    take = false,
    dollars,
    reason = words.reasons.bonus,
    note = 'Top month',
  }: Record<string, string | boolean>,
) {
  if (take) await user.click(screen.getByRole('radio', { name: words.take }));
  await user.type(amount(), String(dollars));
  await user.selectOptions(screen.getByLabelText(words.reason), String(reason));
  await user.type(screen.getByLabelText(words.note), String(note));
}

describe('the adjust-earnings dialog', () => {
  it('sends dollars and cents as integer cents, with the reason, the note and one request id', async () => {
    const { user, sent, onClose } = open();
    await fill(user, { dollars: '25.50' });
    expect(screen.getByTestId('earnings-adjust-preview').textContent).toMatch(
      /Balance now (CA)?\$40\.00; after this change (CA)?\$65\.50\./,
    );
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        url: URL,
        method: 'POST',
        body: {
          amountCents: 2550,
          reason: 'bonus',
          note: 'Top month',
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
  });

  it('takes money as negative cents; offers "allow below zero" only when taking more than the balance', async () => {
    const { user, sent, onClose } = open(applied(-1000));
    await fill(user, { take: true, dollars: '40', reason: words.reasons.clawback });
    expect(override()).toBeNull();
    await user.type(amount(), '.01');
    expect(override()).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: words.add }));
    expect(override()).toBeNull();
    await user.click(screen.getByRole('radio', { name: words.take }));
    await user.clear(amount());
    await user.type(amount(), '50');
    expect(screen.getByTestId('earnings-adjust-preview').textContent).toMatch(
      /after this change -(CA)?\$10\.00/,
    );
    expect(screen.getByText(/The advisor would owe (CA)?\$10\.00/)).toBeTruthy();
    await user.click(override() as HTMLElement);
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ amountCents: -5000, reason: 'clawback', overrideNegative: true });
  });

  it('refuses an amount that is not dollars and cents, and a missing reason, without sending', async () => {
    const { user, sent } = open();
    await user.type(amount(), '12.345');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.amountInvalid)).toBeTruthy();
    expect(screen.getByText(words.reasonRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says the server’s refusal below zero in words, offers the override, and retries with the same request id', async () => {
    let calls = 0;
    const { user, sent, onClose } = open(() => {
      calls += 1;
      return calls === 1
        ? refusal(
            409,
            'EARNINGS_BELOW_ZERO',
            "This would take the advisor's earnings below zero (balance 1500 cents).",
          )
        : Response.json({ applied: true, balanceCents: -500, entryId: 42 });
    });
    // The page's balance is stale: $40.00 on screen, $15.00 on the server.
    await fill(user, { take: true, dollars: '20', reason: words.reasons.correction });
    expect(override()).toBeNull();
    await user.click(screen.getByRole('button', { name: words.submit }));
    const [before = '', after = ''] = words.belowZero.split(' (it is {{balance}})');
    expect(await screen.findByText(`${before} (it is ${formatMoney(4000)})${after}`)).toBeTruthy();
    expect(screen.queryByText(/balance 1500 cents/)).toBeNull();
    await user.click(override() as HTMLElement);
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.requestId).toBe(sent[0]?.body.requestId);
    expect(sent[0]?.body).not.toHaveProperty('overrideNegative');
    expect(sent[1]?.body).toMatchObject({ amountCents: -2000, overrideNegative: true });
  });

  it('speaks French on a French page, and reads a decimal comma', async () => {
    await onAFrenchBackOfficePage();
    const frWords = fr.backOfficeEarnings.adjust;
    const { user, sent, onClose } = open();
    expect(screen.getByRole('heading', { name: frWords.title })).toBeTruthy();
    expect(screen.getByRole('radio', { name: frWords.take })).toBeTruthy();
    await user.type(screen.getByLabelText(frWords.amount.replace(/\s+/g, ' ')), '12,34 $');
    await user.selectOptions(screen.getByLabelText(frWords.reason), frWords.reasons.bonus);
    await user.type(screen.getByLabelText(frWords.note), 'Bon mois');
    expect(screen.getByTestId('earnings-adjust-preview').textContent?.replace(/\s+/g, ' ')).toContain(
      '40,00 $; après ce changement : 52,34 $.',
    );
    await user.click(screen.getByRole('button', { name: frWords.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ amountCents: 1234 });
  });
});
