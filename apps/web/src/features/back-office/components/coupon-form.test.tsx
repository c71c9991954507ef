import { en } from '@app/shared/messages/en';
import type { StaffCoupon } from '@app/shared/schemas/staff-catalogue';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import { CouponDialog } from './coupon-form.tsx';

const words = en.backOffice.catalogue;
const form = words.couponForm;

const COUPON: StaffCoupon = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  code: 'FULLMOON',
  type: 'percentage_off',
  value: 20,
  active: true,
  expiresAt: null,
  maxUses: 5,
  firstPurchaseOnly: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  status: 'active',
  uses: 4,
  mostUsesByOneCustomer: 3,
  owner: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the coupon form', () => {
  it('says what is wrong with each field, in the shared rules’ words, and sends nothing', async () => {
    const { user, sent } = renderWithApi(<CouponDialog open onClose={() => undefined} />, () =>
      Response.json(COUPON),
    );
    await user.type(field(form.code), 'full moon!');
    await user.type(field(form.value), '150');
    await user.type(field(form.maxUses), '0');
    await user.click(screen.getByRole('button', { name: form.submitCreate }));
    expect(await screen.findByText(words.checks.codeCharacters)).toBeTruthy();
    expect(screen.getByText(words.checks.percentageRange)).toBeTruthy();
    expect(screen.getByText(words.checks.maxUsesMin)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('bonus minutes are whole: the rule follows the type chosen', async () => {
    const { user, sent } = renderWithApi(<CouponDialog open onClose={() => undefined} />, () =>
      Response.json(COUPON),
    );
    await user.type(field(form.code), 'BONUS5');
    await user.selectOptions(screen.getByLabelText(form.type), words.types.bonus_minutes);
    expect(screen.getByText(form.valueHintMinutes)).toBeTruthy();
    await user.type(field(form.value), '2.5');
    await user.click(screen.getByRole('button', { name: form.submitCreate }));
    expect(await screen.findByText(words.checks.bonusMinutesWhole)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the new coupon as the API takes it, and hands it back once created', async () => {
    const onCreated = vi.fn();
    const { user, sent } = renderWithApi(
      <CouponDialog open onClose={() => undefined} onCreated={onCreated} />,
      () => Response.json(COUPON),
    );
    await user.type(field(form.code), 'fullmoon');
    await user.type(field(form.value), '20');
    await user.click(screen.getByLabelText(form.firstPurchaseOnly));
    await user.click(screen.getByRole('button', { name: form.submitCreate }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(COUPON));
    expect(sent).toEqual([
      {
        url: '/api/staff/coupons',
        method: 'POST',
        body: {
          code: 'FULLMOON',
          type: 'percentage_off',
          value: 20,
          expiresAt: null,
          maxUses: null,
          firstPurchaseOnly: true,
        },
      },
    ]);
  });

  it('a used coupon keeps its type and value, and its limit cannot go under the uses made', async () => {
    const { user, sent } = renderWithApi(
      <CouponDialog open coupon={COUPON} onClose={() => undefined} />,
      () => refusal(409, 'BELOW_USES', 'A customer has already used this coupon 3 times.'),
    );
    expect(screen.getByText(words.coupon.usedNote)).toBeTruthy();
    expect((screen.getByLabelText(form.type) as HTMLSelectElement).disabled).toBe(true);
    expect(field(form.value).readOnly).toBe(true);
    expect(
      screen.getByText('A customer has used it 3 times: the limit per customer cannot go lower.'),
    ).toBeTruthy();
    await user.clear(field(form.maxUses));
    await user.type(field(form.maxUses), '2');
    await user.click(screen.getByRole('button', { name: words.save }));
    // The server has the last word on the uses; its refusal shows in the form.
    expect(await screen.findByText('A customer has already used this coupon 3 times.')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: `/api/staff/coupons/${COUPON.id}`,
        method: 'PATCH',
        body: { type: 'percentage_off', value: 20, expiresAt: null, maxUses: 2, firstPurchaseOnly: false },
      },
    ]);
  });
});
