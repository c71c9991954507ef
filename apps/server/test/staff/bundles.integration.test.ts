import { bundles } from '@app/db/schema';
import { BUNDLES } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedInLogin } from '../helpers/advisors.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { paymentFlows } from '../helpers/payments.ts';
import { auditRowsOf, useStaffTestApp } from '../helpers/staff.ts';

// Bundles carry their words in both languages: staff edit them together on /admin/bundles (both
// required), and the API, the pages and the back office read them in each language.
const { t, admin, support } = useStaffTestApp();

const checks = { en: en.backOffice.bundles.checks, fr: fr.backOffice.bundles.checks };
const as = (who: SignedInLogin, method: 'GET' | 'PATCH', url: string, payload?: object, language = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: who.cookie, 'accept-language': language },
    ...(payload === undefined ? {} : { payload }),
  });
const blockOf = async (url: string) => {
  const html = (await t.app.inject({ method: 'GET', url })).body;
  const block = html.match(/<script type="application\/json" id="initial-bundles">([^<]*)<\/script>/)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
};

const words = (overrides: Record<string, unknown> = {}) => ({
  name: 'Premium Package',
  nameFr: 'Forfait Prestige',
  features: ['Free minutes gift', 'One-on-one psychic reading'],
  featuresFr: ['Minutes gratuites en cadeau', 'Consultation en tête-à-tête'],
  ...overrides,
});

describe('the bundles’ words in both languages', () => {
  it('are seeded in French, and served by the API and the pricing and purchase pages only', async () => {
    const api = (await t.app.inject({ method: 'GET', url: '/api/bundles' })).json();
    expect(api.bundles).toEqual(
      BUNDLES.map((bundle) =>
        expect.objectContaining({
          id: bundle.id,
          name: bundle.name,
          nameFr: bundle.nameFr,
          features: [...bundle.features],
          featuresFr: [...bundle.featuresFr],
        }),
      ),
    );
    expect(api.bundles[0].featuresFr).toEqual([
      'Minutes gratuites en cadeau',
      'Consultation de voyance individuelle',
      'Le type de consultation de votre choix',
      'Satisfaction garantie',
    ]);
    for (const url of ['/pricing', '/fr/pricing', '/purchase', '/fr/purchase']) {
      expect(await blockOf(url), url).toEqual(api);
    }
    for (const url of ['/', '/fr/about']) expect(await blockOf(url), url).toBeUndefined();
  });

  it('are listed for support and admin; only admin changes them', async () => {
    const list = await as(support, 'GET', '/api/staff/bundles');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual(BUNDLES.map((b) => b.id));
    expect(list.json().items[0]).toMatchObject({ nameFr: 'Forfait Essentiel', active: true, sortOrder: 0 });
    expect((await as(support, 'PATCH', '/api/staff/bundles/bundle-40', words())).statusCode).toBe(403);
  });

  it.each([
    ['the French name left out', { nameFr: undefined }, 'nameFr', 'nameFrRequired'],
    ['a blank French name', { nameFr: '  ' }, 'nameFr', 'nameFrRequired'],
    ['the French features left out', { featuresFr: undefined }, 'featuresFr', 'featuresFrRequired'],
    ['no French feature', { featuresFr: ['', ' '] }, 'featuresFr', 'featuresFrRequired'],
    ['the English name left out', { name: undefined }, 'name', 'nameRequired'],
  ] as const)(
    'refuse %s (400), naming the field in the page’s language',
    async (_l, overrides, field, key) => {
      const english = await as(admin, 'PATCH', '/api/staff/bundles/bundle-40', words(overrides));
      expect(english.statusCode, english.body).toBe(400);
      expect(english.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: `${field}: ${checks.en[key]}`,
      });
      const french = await as(admin, 'PATCH', '/api/staff/bundles/bundle-40', words(overrides), 'fr-CA');
      expect(french.json().error.message).toBe(`${field}: ${checks.fr[key]}`);
    },
  );

  it('refuse French lines that do not match the English ones, and more than they can hold', async () => {
    const short = await as(admin, 'PATCH', '/api/staff/bundles/bundle-40', words({ featuresFr: ['Une'] }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(
      `featuresFr: ${checks.en.featuresMatch.replace('{{count}}', '2')}`,
    );
    const long = await as(admin, 'PATCH', '/api/staff/bundles/bundle-40', words({ nameFr: 'x'.repeat(61) }));
    expect(long.statusCode).toBe(400);
    const unknown = await as(admin, 'PATCH', '/api/staff/bundles/bundle-999', words(), 'fr-CA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(fr.backOffice.bundles.notFound);
    const [row] = await t.database.db.select().from(bundles).where(eq(bundles.id, 'bundle-40'));
    expect(row?.nameFr).toBe('Forfait Premium');
  });

  it('are changed by an admin, with an audit row, and the API and the pages show the new words at once', async () => {
    const res = await as(admin, 'PATCH', '/api/staff/bundles/bundle-40', words());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'bundle-40',
      nameFr: 'Forfait Prestige',
      featuresFr: ['Minutes gratuites en cadeau', 'Consultation en tête-à-tête'],
      minutes: 40,
      priceCents: 10_000,
    });
    const api = (await t.app.inject({ method: 'GET', url: '/api/bundles' })).json();
    expect(api.bundles[2]).toMatchObject({ nameFr: 'Forfait Prestige' });
    expect((await blockOf('/fr/pricing')).bundles[2]).toMatchObject({ nameFr: 'Forfait Prestige' });
    const [audit] = await auditRowsOf(t.database.db, 'bundle:bundle-40');
    expect(audit).toMatchObject({ action: 'bundle.update' });
    expect(audit?.before).toMatchObject({ nameFr: 'Forfait Premium' });
    expect(audit?.after).toMatchObject({ nameFr: 'Forfait Prestige' });
  });
});

describe('bundles in the buyer’s and the staff page’s language', () => {
  it('a French buyer’s PayPal order names the bundle in French, an English one in English', async () => {
    const flows = paymentFlows(t.app);
    const buyer = await signedInCustomer(t.app);
    const inFrench = await t.app.inject({
      method: 'POST',
      url: '/.netlify/functions/create-paypal-order',
      headers: { origin: ORIGIN, cookie: buyer.cookie, 'accept-language': 'fr-CA' },
      payload: { bundle: 'bundle-10' },
    });
    expect(inFrench.statusCode, inFrench.body).toBe(200);
    const frenchOrder = inFrench.json().id as string;
    const englishOrder = await flows.paypalOrder(buyer, 'bundle-10');
    const unitOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/dev/paypal/v2/checkout/orders/${id}` })).json()
        .purchase_units[0];
    expect(await unitOf(frenchOrder)).toMatchObject({
      description: 'Forfait Essentiel – 12\u00a0minutes',
      items: [{ name: 'Forfait Essentiel' }],
    });
    expect(await unitOf(englishOrder)).toMatchObject({
      description: 'Basic Package - 12 minutes',
      items: [{ name: 'Basic Package' }],
    });
    const page = await t.app.inject({ method: 'GET', url: `/dev/paypal/checkoutnow?token=${frenchOrder}` });
    expect(page.body).toContain('<p class="item" lang="fr" data-testid="paypal-item">Forfait Essentiel</p>');
  });

  it('the back office names a customer’s bundles in the staff page’s language', async () => {
    const flows = paymentFlows(t.app);
    const buyer = await signedInCustomer(t.app);
    const order = await flows.paypalOrder(buyer, 'bundle-20');
    await flows.approve(order);
    expect((await flows.capture(buyer, order)).statusCode).toBe(200);
    const detail = (language: string) =>
      as(support, 'GET', `/api/staff/customers/${buyer.id}`, undefined, language).then((res) => res.json());
    expect((await detail('fr-CA')).purchases[0]).toMatchObject({ bundle: 'Forfait Standard' });
    expect((await detail('en-CA')).purchases[0]).toMatchObject({ bundle: 'Standard Package' });
  });
});
