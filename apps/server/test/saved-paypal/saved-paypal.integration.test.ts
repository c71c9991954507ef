import { Writable } from 'node:stream';
import { bundles } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { describe, expect, it } from 'vitest';
import { EMULATED_VAULT_EMAIL } from '../../src/adapters/emulators/paypal-vault-emulator.ts';
import { createLogger } from '../../src/logger.ts';
import { createSavedPaypalService } from '../../src/modules/saved-paypal/service.ts';
import { signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { PUBLIC_URL, savedPaypalFlows } from './saved-paypal-flows.ts';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});
const t = useTestApp({}, { logger: createLogger({ logLevel: 'trace', nodeEnv: 'test' }, sink) });
const flows = savedPaypalFlows(t);
const { urlOf, send, start, decide, confirm, save, rowOf, tokenAtPayPal } = flows;
const words = en.savedPaypal.errors;
const MASKED = 's•••@e•••.com';

const get = async (who: SignedInCustomer) => {
  const res = await send('GET', urlOf(who), who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('saving PayPal for top-ups during a call', () => {
  it('starts with none, then pending while the customer approves, then active with only the masked e-mail', async () => {
    const who = await signedInCustomer(t.app);
    expect(await get(who)).toEqual({
      status: 'none',
      emailMasked: null,
      topUpBundleId: 'bundle-10',
      autoTopUp: false,
    });

    const approveUrl = await start(who);
    expect(approveUrl).toMatch(/^\/dev\/paypal\/vault\/approve\/[0-9A-F]+$/);
    expect(await get(who)).toMatchObject({ status: 'pending', emailMasked: null });
    const back = await decide(approveUrl);
    const setupTokenId = back.searchParams.get('approval_token_id') ?? '';
    expect(`${back.pathname}?saved_paypal=${back.searchParams.get('saved_paypal')}`).toBe(
      '/profile?saved_paypal=return',
    );
    expect(approveUrl.endsWith(setupTokenId)).toBe(true);

    const confirmed = await confirm(who, setupTokenId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const saved = { status: 'active', emailMasked: MASKED, topUpBundleId: 'bundle-10', autoTopUp: false };
    expect(confirmed.json()).toEqual(saved);
    expect(await get(who)).toEqual(saved);

    // The row keeps the token and PayPal's customer, the address only masked.
    const row = await rowOf(who.id);
    expect(row).toMatchObject({ status: 'active', setupTokenId, emailMasked: MASKED });
    expect(row?.paymentTokenId).toMatch(/^[0-9A-F]+$/);
    expect(JSON.stringify(row)).not.toContain(EMULATED_VAULT_EMAIL);
    // At PayPal the account is saved under our customer id (merchant_customer_id).
    const atPayPal = await tokenAtPayPal(row?.paymentTokenId ?? '');
    expect(atPayPal?.customer).toMatchObject({ merchant_customer_id: who.id });

    // A repeat (a reload of the return page) answers the saved account and changes nothing.
    const again = await confirm(who, setupTokenId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(saved);
    expect((await rowOf(who.id))?.paymentTokenId).toBe(row?.paymentTokenId);

    // One account at a time.
    const second = await send('POST', urlOf(who), who.cookie, {});
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toEqual({ code: 'SAVED_PAYPAL_EXISTS', message: words.alreadySaved });
    const french = await send('POST', urlOf(who), who.cookie, {}, 'fr');
    expect(errorOf(french).message).toBe(fr.savedPaypal.errors.alreadySaved);
  });

  it('returns a French page to /fr/profile; a cancel saves nothing and confirming it is refused', async () => {
    const who = await signedInCustomer(t.app);
    const approveUrl = await start(who, 'fr');
    const back = await decide(approveUrl, 'cancel');
    expect(back.pathname).toBe('/fr/profile');
    expect(back.searchParams.get('saved_paypal')).toBe('cancel');
    expect(await get(who)).toMatchObject({ status: 'pending' });

    const res = await confirm(who, back.searchParams.get('approval_token_id'), 'fr');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'SAVED_PAYPAL_NOT_APPROVED',
      message: fr.savedPaypal.errors.notApproved,
    });
    expect(await get(who)).toMatchObject({ status: 'pending', emailMasked: null });

    const approved = await decide(approveUrl, 'approve');
    expect(approved.pathname).toBe('/fr/profile');
    expect(approved.searchParams.get('saved_paypal')).toBe('return');
  });

  it('gives the same approval page to a repeated click, and a new one once the attempt is over', async () => {
    const who = await signedInCustomer(t.app);
    const first = await start(who);
    expect(await start(who)).toBe(first);

    let clock = new Date(Date.now() + 16 * 60_000);
    const later = createSavedPaypalService({
      db: t.db,
      paypal: flows.paypal(),
      publicUrl: PUBLIC_URL,
      log: t.app.log,
      now: () => clock,
    });
    const fresh = (await later.start(who.id, 'en')).approveUrl;
    expect(fresh).not.toBe(first);
    clock = new Date(clock.getTime() + 60_000);
    expect((await later.start(who.id, 'en')).approveUrl).toBe(fresh);

    // The first page's approval is no longer the one awaited.
    const stale = await decide(first);
    const res = await confirm(who, stale.searchParams.get('approval_token_id'));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'SAVED_PAYPAL_NOT_FOUND', message: words.unknownApproval });
    expect(await get(who)).toMatchObject({ status: 'pending' });
  });

  it('refuses an approval that is not the customer’s own pending one, or a malformed one, changing nothing', async () => {
    const who = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    const othersBack = await decide(await start(other));
    const othersToken = othersBack.searchParams.get('approval_token_id');

    // Without an attempt of their own, then with one: another customer's token is not theirs.
    expect(errorOf(await confirm(who, othersToken)).code).toBe('SAVED_PAYPAL_NOT_FOUND');
    await start(who);
    const refused = await confirm(who, othersToken);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(words.unknownApproval);
    expect(await get(who)).toMatchObject({ status: 'pending' });
    expect(await get(other)).toMatchObject({ status: 'pending' });

    for (const setupTokenId of ['', 'a b', 'x'.repeat(65), 5, null, '../../v1/oauth2/token']) {
      const res = await confirm(who, setupTokenId);
      expect(res.statusCode, JSON.stringify(setupTokenId)).toBe(400);
      expect(errorOf(res).message).toContain(words.approval);
    }
    const extra = await send('POST', `${urlOf(who)}/confirm`, who.cookie, { setupTokenId: 'ABC', x: 1 });
    expect(extra.statusCode).toBe(400);
    const french = await confirm(who, '', 'fr');
    expect(errorOf(french).message).toContain(fr.savedPaypal.errors.approval);
    const startExtra = await send('POST', urlOf(who), who.cookie, { language: 'fr', bundle: 'bundle-10' });
    expect(startExtra.statusCode).toBe(400);
    expect(await get(who)).toMatchObject({ status: 'pending' });
    expect(await get(other)).toMatchObject({ status: 'pending' });
  });
});

describe('the top-up’s bundle and the automatic top-up', () => {
  it('are chosen for a saved account: a bundle on sale, automatic on or off', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    const bundle = await send('PATCH', urlOf(who), who.cookie, { topUpBundleId: 'bundle-40' });
    expect(bundle.statusCode, bundle.body).toBe(200);
    expect(bundle.json()).toMatchObject({ status: 'active', topUpBundleId: 'bundle-40', autoTopUp: false });
    const auto = await send('PATCH', urlOf(who), who.cookie, { autoTopUp: true });
    expect(auto.json()).toMatchObject({ topUpBundleId: 'bundle-40', autoTopUp: true });
    const both = await send('PATCH', urlOf(who), who.cookie, {
      topUpBundleId: 'bundle-20',
      autoTopUp: false,
    });
    expect(both.json()).toMatchObject({ topUpBundleId: 'bundle-20', autoTopUp: false });
    expect(await rowOf(who.id)).toMatchObject({ topUpBundleId: 'bundle-20', autoTopUp: false });
  });

  it('refuse a bundle not on sale and malformed choices with a 400 naming the problem, changing nothing', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    await send('PATCH', urlOf(who), who.cookie, { topUpBundleId: 'bundle-80', autoTopUp: true });
    await t.db.insert(bundles).values({
      id: 'bundle-retired',
      name: 'Retired Package',
      nameFr: 'Forfait retiré',
      minutes: 5,
      priceCents: 1000,
      taxCents: 150,
      giftMinutes: 0,
      cashbackPercent: 0,
      sortOrder: 99,
      active: false,
    });

    for (const id of ['bundle-999', 'bundle-retired']) {
      const res = await send('PATCH', urlOf(who), who.cookie, { topUpBundleId: id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'INVALID_BUNDLE',
        message: `There is no bundle “${id}” on sale: choose one of the bundles listed.`,
      });
    }
    const french = await send('PATCH', urlOf(who), who.cookie, { topUpBundleId: 'bundle-999' }, 'fr');
    expect(errorOf(french).message).toBe(
      'Aucun forfait «\u00a0bundle-999\u00a0» n’est en vente\u00a0: choisissez un des forfaits proposés.',
    );
    const malformed: [unknown, string][] = [
      [{}, words.nothingToChange],
      [{ topUpBundleId: '' }, words.chooseBundle],
      [{ topUpBundleId: 'b'.repeat(65) }, words.chooseBundle],
      [{ topUpBundleId: 10 }, words.chooseBundle],
      [{ autoTopUp: 'yes' }, words.autoTopUp],
      [{ autoTopUp: true, limit: 5 }, ''],
    ];
    for (const [payload, message] of malformed) {
      const res = await send('PATCH', urlOf(who), who.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toContain(message);
    }
    expect(await get(who)).toMatchObject({ topUpBundleId: 'bundle-80', autoTopUp: true });
  });

  it('need a saved account: none or one awaiting approval is refused', async () => {
    const who = await signedInCustomer(t.app);
    const none = await send('PATCH', urlOf(who), who.cookie, { autoTopUp: true });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toEqual({ code: 'SAVED_PAYPAL_NOT_FOUND', message: words.notSaved });
    await start(who);
    const pending = await send('PATCH', urlOf(who), who.cookie, { autoTopUp: true }, 'fr');
    expect(pending.statusCode).toBe(404);
    expect(errorOf(pending).message).toBe(fr.savedPaypal.errors.notSaved);
    expect(await get(who)).toMatchObject({ status: 'pending', autoTopUp: false });
  });
});

describe('removing the saved account', () => {
  it('deletes it at PayPal and forgets it; it can be saved again afterwards', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    const token = (await rowOf(who.id))?.paymentTokenId ?? '';
    const res = await send('DELETE', urlOf(who), who.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowOf(who.id)).toBeUndefined();
    expect(await tokenAtPayPal(token)).toBeNull();
    expect(await get(who)).toMatchObject({ status: 'none', emailMasked: null });

    const again = await save(who);
    expect(again).toMatchObject({ status: 'active', emailMasked: MASKED });
    expect((await rowOf(who.id))?.paymentTokenId).not.toBe(token);
  });

  it('drops an attempt never approved, and says when there is nothing to remove', async () => {
    const who = await signedInCustomer(t.app);
    const nothing = await send('DELETE', urlOf(who), who.cookie);
    expect(nothing.statusCode).toBe(404);
    expect(errorOf(nothing)).toEqual({ code: 'SAVED_PAYPAL_NOT_FOUND', message: words.notSaved });
    await start(who);
    expect((await send('DELETE', urlOf(who), who.cookie)).statusCode).toBe(204);
    expect(await rowOf(who.id)).toBeUndefined();
  });
});

describe('who may use the saved-PayPal routes', () => {
  it('only the customer: a visitor gets 401, another customer 403, staff as on the limits, nothing changed', async () => {
    const who = await signedInCustomer(t.app);
    await save(who);
    const other = await signedInCustomer(t.app);
    const support = await signedInStaff(t.app, t.db, 'support');
    const limitsAsStaff = await send('GET', `/api/customers/${who.id}/limits`, support.cookie);
    // Staff have no customer session: the customer routes do not know them.
    expect(limitsAsStaff.statusCode).toBe(401);
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['GET', urlOf(who), undefined],
      ['POST', urlOf(who), {}],
      ['POST', `${urlOf(who)}/confirm`, { setupTokenId: 'ABC' }],
      ['PATCH', urlOf(who), { autoTopUp: true }],
      ['DELETE', urlOf(who), undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, other.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, support.cookie, payload)).statusCode, `${method} ${url}`).toBe(
        limitsAsStaff.statusCode,
      );
    }
    expect(await get(who)).toMatchObject({ status: 'active', autoTopUp: false });
  });

  it('never writes the PayPal account’s address to the log, nor a token outside the emulator’s own lines', async () => {
    const from = logLines.length;
    const who = await signedInCustomer(t.app);
    const back = await decide(await start(who));
    // The page PayPal returns to: its request line must not carry the approval token.
    await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect((await confirm(who, back.searchParams.get('approval_token_id'))).statusCode).toBe(200);
    const row = await rowOf(who.id);
    await send('PATCH', urlOf(who), who.cookie, { autoTopUp: true });
    expect((await send('DELETE', urlOf(who), who.cookie)).statusCode).toBe(204);

    const lines = logLines.slice(from);
    const ours = lines.filter((line) => !line.includes('/dev/paypal/'));
    expect(ours.some((line) => line.includes('saved-paypal'))).toBe(true);
    expect(lines.filter((line) => line.includes(EMULATED_VAULT_EMAIL))).toEqual([]);
    const tokens = [row?.setupTokenId, row?.paymentTokenId].filter((id): id is string => Boolean(id));
    expect(tokens).toHaveLength(2);
    expect(ours.filter((line) => tokens.some((token) => line.includes(token)))).toEqual([]);
  });
});
