import { randomBytes } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as enPages from '../src/features/site/pages/content/en/index.ts';
import * as frPages from '../src/features/site/pages/content/fr/index.ts';
import { seriousViolations } from './support/axe.ts';
import { linkIn, waitForMessage } from './support/outbox.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { ADMIN } from './support/staff.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;

/** Every string of a tree of text (catalogue sections, page copy). */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  return node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];
}

/**
 * The English sentences a French page must not show: every piece of the English catalogue and page copy
 * of two words or more between its placeholders, unless the French says the same (names, 'Total').
 */
const frenchTexts = new Set([...strings(fr), ...strings(frPages)]);
const ENGLISH_SENTENCES = [
  ...new Set(
    [...strings(en), ...strings(enPages)]
      .filter((text) => !frenchTexts.has(text))
      .flatMap((text) => text.split(PLACEHOLDER))
      .map((piece) => piece.trim())
      .filter((piece) => /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(piece) && piece.length >= 8),
  ),
];

/** The page's visible text, without what is marked English on purpose (the switch to the English page). */
function visibleFrenchText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const node of clone.querySelectorAll('[lang^="en"], script, style, template')) node.remove();
    // innerText of a detached node is its textContent: read the live page for what is visible instead.
    const hidden = new Set<string>();
    for (const element of document.body.querySelectorAll('[lang^="en"]'))
      hidden.add((element as HTMLElement).innerText ?? '');
    let text = document.body.innerText;
    for (const part of hidden) if (part.trim()) text = text.split(part).join(' ');
    return text;
  });
}

/** The English sentences shown on `page`, if any (see ENGLISH_SENTENCES). */
async function englishSentencesOn(page: Page): Promise<string[]> {
  const text = await visibleFrenchText(page);
  return ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence));
}

/**
 * Words of the English catalogue only an account or sign-in page shows (form checks and their errors):
 * none may reach a French page's JavaScript, not even inside a page's own chunk.
 */
const ENGLISH_FORM_WORDS = [
  ...strings(en.validation),
  ...strings(en.profile.errors),
  ...strings(en.coupon.errors),
  en.purchase.selectPackageFirst,
].filter((text) => !frenchTexts.has(text) && !text.includes('{{'));

/** Records the English catalogue chunks and English form words a page's scripts bring. */
function watchEnglishScripts(page: Page) {
  const chunks: string[] = [];
  const bodies: Promise<string[]>[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(?:first-screen|account|console|back-office)-en-/.test(request.url())) {
      chunks.push(request.url());
    }
  });
  page.on('response', (response) => {
    if (!/\.js(?:\?|$)/.test(response.url())) return;
    bodies.push(
      response.text().then(
        (body) =>
          ENGLISH_FORM_WORDS.filter((words) => body.includes(words)).map((w) => `${response.url()}: ${w}`),
        () => [],
      ),
    );
  });
  return { chunks, formWords: async () => (await Promise.all(bodies)).flat() };
}

/** Signs in on the French form and waits for the side the login lands on. */
async function signInInFrench(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/fr/login');
  await page.getByLabel(fr.auth.signIn.email, { exact: true }).fill(email);
  await page.getByLabel(fr.auth.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
  await page.waitForURL(landing);
}

const PUBLIC_ROUTES = [
  '/fr',
  '/fr/about',
  '/fr/services',
  '/fr/pricing',
  '/fr/contact',
  '/fr/testimonials',
  '/fr/terms',
  '/fr/privacy',
  '/fr/cookies',
  '/fr/welcome',
  '/fr/horoscope',
  '/fr/login',
  '/fr/register',
  '/fr/postuler',
  '/fr/psychic/amelie-rousseau_1001',
  '/fr/no/such/page',
];

describe('the French site', () => {
  it('shows no sentence of the English catalogue or copy on any French page, and passes axe', async () => {
    const { page, errors, context } = await openPage();
    const found: string[] = [];
    const violations: string[] = [];
    // Only the language shown is loaded: no part of the English catalogue on a French page.
    const scripts = watchEnglishScripts(page);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('fr-CA');
      // Advisors' own presentations are theirs, in the language they wrote them in: not catalogue text.
      for (const sentence of await englishSentencesOn(page)) found.push(`${path}: ${sentence}`);
      if (path !== '/fr/no/such/page')
        violations.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
    }
    // A French form's check reads French, and its page brought no English form words to say it.
    await page.goto('/fr/login');
    await page.getByLabel(fr.auth.signIn.email, { exact: true }).fill('jane@');
    await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
    await page.getByText(fr.validation.emailInvalid).waitFor();
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
    expect(scripts.chunks).toEqual([]);
    expect(await scripts.formWords()).toEqual([]);
    // The unknown page answers 404 (its document), which the browser logs; nothing else may.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  }, 180_000);

  it('switches language from the header and the footer, keeping the page, the query and the choice', async () => {
    const { page, context } = await openPage({ width: 360, height: 780 });
    await page.goto('/about?ref=switch#about-values');
    await page.getByRole('banner').getByRole('link', { name: en.site.otherLanguage.label }).click();
    await page.waitForURL(/\/fr\/about\?ref=switch#about-values$/);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.getByRole('heading', { name: fr.site.pages.about, level: 1 }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('fr');

    // The saved choice: '/' now opens the French home page.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/fr');

    await page.goto('/fr/about');
    await page.getByRole('contentinfo').getByRole('link', { name: fr.site.otherLanguage.name }).click();
    await page.waitForURL(/\/about$/);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  }, 60_000);

  it('a French customer registers, confirms, buys a bundle and reads a French dashboard', async () => {
    const { page, errors, context } = await openPage();
    const email = `client.${randomBytes(3).toString('hex')}@example.com`;
    const password = 'lune-claire-42';

    await page.goto('/fr/register');
    await page.getByLabel(fr.auth.signIn.email).fill(email);
    await page.getByLabel(fr.auth.signIn.password).fill(password);
    await page.getByRole('button', { name: fr.auth.signIn.createAccount, exact: true }).click();
    await page.getByRole('heading', { name: fr.auth.signUp.checkInboxTitle }).waitFor();

    // The confirmation e-mail is in French and leads back to the French sign-in page.
    const subject = fr.auth.emails.verify.subject.replace('{{product}}', 'Lumière Psychics');
    const confirmation = await waitForMessage(baseURL, email, 'email', 0, subject);
    await page.goto(linkIn(confirmation.body, '/api/auth/verify-email'));
    await page.waitForURL(/\/fr\/login\?verified=1/);
    await page.getByText(fr.auth.signIn.verified).waitFor();
    await page.getByLabel(fr.auth.signIn.email, { exact: true }).fill(email);
    await page.getByLabel(fr.auth.signIn.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: fr.auth.signIn.submit, exact: true }).click();
    await page.waitForURL(/\/fr\/dashboard$/);

    // Buy the Standard bundle with WELCOME25 through PayPal: Québec money all the way.
    await page.goto('/fr/purchase?bundle=bundle-20&coupon=welcome25');
    await page.getByText(fr.coupon.applied.replace('{{code}}', 'WELCOME25')).waitFor();
    await expect(page.getByTestId('order-total').textContent()).resolves.toMatch(/^43,12\s\$$/);
    await page.getByRole('button', { name: fr.purchase.continue }).click();
    // The first checkout asks for the billing address, in French.
    await page.getByLabel(fr.salesTax.billing.province).selectOption({ label: fr.provinces.QC });
    await page.getByLabel(fr.salesTax.billing.postalCode).fill('h2x 1y4');
    await page.getByRole('button', { name: fr.salesTax.billing.save }).click();
    await page.getByRole('button', { name: fr.purchase.paypalSandbox }).click();
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/fr\/dashboard$/, { timeout: 15_000 });
    await page.getByText(fr.purchase.success).waitFor();
    const history = page.locator('section', {
      has: page.getByRole('heading', { name: fr.dashboard.purchaseHistory }),
    });
    await history.getByText(/43,12\s\$/).waitFor();
    await history.getByText(fr.purchase.bundleNames['bundle-20']).waitFor();
    await page.getByTestId('credit-balance').getByText('25', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    // The phone notice (a new customer has no number yet) is French too; closed, the page is checked whole.
    const notice = page.getByRole('dialog');
    await notice.getByRole('heading', { name: fr.dashboard.phoneNotice.title }).waitFor();
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });
    const text = await visibleFrenchText(page);
    expect(ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The receipt page and the profile page: French words, the bundle's French name, Québec money.
    await history.getByRole('link', { name: fr.receipts.view }).first().click();
    await page.waitForURL(/\/fr\/receipts\//);
    await page.getByText(fr.purchase.bundleNames['bundle-20']).first().waitFor();
    await page
      .getByText(/43,12\s\$/)
      .first()
      .waitFor();
    for (const path of ['/fr/profile', page.url()]) {
      await page.goto(path);
      const pageText = await visibleFrenchText(page);
      expect(
        ENGLISH_SENTENCES.filter((sentence) => pageText.includes(sentence)),
        path,
      ).toEqual([]);
    }

    // The receipt e-mail is French too.
    const receipt = await waitForMessage(baseURL, email, 'email', 0, fr.purchase.bundleNames['bundle-20']);
    expect(receipt.body).toContain(`${baseURL}/fr/receipts/`);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
  it("an advisor's console and the back office read in French, their form checks included", async () => {
    const feed = (await (await fetch(`${baseURL}/.netlify/functions/fetch-psychicstatus-json`)).json()) as {
      agentId: number;
    }[];
    const agentId = feed[0]?.agentId;
    if (agentId === undefined) throw new Error('the seed has no advisor');

    const advisor = await openPage({ width: 360, height: 780 });
    const advisorScripts = watchEnglishScripts(advisor.page);
    await signInInFrench(
      advisor.page,
      `advisor-${agentId}@example.com`,
      `demo-advisor-${agentId}`,
      /\/fr\/advisor$/,
    );
    await advisor.page.getByRole('switch').waitFor();
    const shown: string[] = [];
    const violations: string[] = [];
    for (const path of ['/fr/advisor', '/fr/advisor/profile']) {
      await advisor.page.goto(path);
      await advisor.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await advisor.page.evaluate(() => document.documentElement.lang), path).toBe('fr-CA');
      shown.push(...(await englishSentencesOn(advisor.page)).map((sentence) => `${path}: ${sentence}`));
      violations.push(...(await seriousViolations(advisor.page)).map((v) => `${path} ${v}`));
    }
    // The shared phone check, in French.
    await advisor.page.getByRole('button', { name: fr.advisorConsole.profile.phone.change }).click();
    await advisor.page.getByLabel(fr.advisorConsole.profile.phone.newNumber).fill('514555');
    await advisor.page.getByRole('button', { name: fr.advisorConsole.profile.phone.sendCode }).click();
    await advisor.page.getByText(fr.validation.phoneMinDigits).waitFor();
    expect(advisor.errors, advisor.errors.join('\n')).toEqual([]);
    expect(advisorScripts.chunks).toEqual([]);
    await advisor.context.close();

    const staff = await openPage({ width: 1440, height: 900 });
    const staffScripts = watchEnglishScripts(staff.page);
    await signInInFrench(staff.page, ADMIN.email, ADMIN.password, /\/fr\/admin$/);
    for (const path of [
      '/fr/admin',
      '/fr/admin/customers',
      '/fr/admin/advisors',
      '/fr/admin/coupons',
      '/fr/admin/promotions',
      '/fr/admin/season',
      '/fr/admin/audit',
      '/fr/admin/bundles',
    ]) {
      await staff.page.goto(path);
      await staff.page.getByRole('heading', { level: 1 }).first().waitFor();
      // Every tab of the back office shows on a laptop, none scrolled out of sight.
      const tabs = staff.page.getByRole('navigation', { name: fr.backOffice.nav.label });
      expect(
        await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth),
        `${path}: tabs wider than the page`,
      ).toBeLessThanOrEqual(0);
      // Nor does a list scroll sideways on a laptop (the audit log's last column was cut off).
      const sideways = await staff.page.evaluate(() =>
        Array.from(document.querySelectorAll('main table')).map((table) => {
          let box = table.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          return box ? box.scrollWidth - box.clientWidth : 0;
        }),
      );
      expect(
        sideways.filter((extra) => extra > 0),
        `${path}: a table wider than its panel`,
      ).toEqual([]);
      // Tables load after the heading: wait until no part of the page still says it is loading.
      await staff.page.waitForFunction(
        (loading) => !document.body.innerText.includes(loading),
        fr.backOffice.common.loading,
      );
      expect(await staff.page.evaluate(() => document.documentElement.lang), path).toBe('fr-CA');
      shown.push(...(await englishSentencesOn(staff.page)).map((sentence) => `${path}: ${sentence}`));
      violations.push(...(await seriousViolations(staff.page)).map((v) => `${path} ${v}`));
    }
    // A shared staff check, in French: a new advisor needs a forwarding number.
    await staff.page.goto('/fr/admin/advisors/new');
    await staff.page.getByRole('button', { name: fr.backOffice.advisors.form.create }).click();
    await staff.page.getByText(fr.backOffice.advisors.form.checks.forwardingRequired).waitFor();
    expect(shown).toEqual([]);
    expect(violations).toEqual([]);
    expect(staffScripts.chunks).toEqual([]);
    expect(staff.errors, staff.errors.join('\n')).toEqual([]);
    await staff.context.close();
  }, 180_000);
});
