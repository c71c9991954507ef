import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { advisorConsole } from '@app/shared/messages/advisor-console';
import { en } from '@app/shared/messages/en';
import { messageTextIn } from '@app/shared/messages/message-text';
import { advisorDescriptionBodySchema } from '@app/shared/schemas/advisor-console';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { fetchFeed } from './support/feed.ts';
import { codeIn, waitForMessage } from './support/outbox.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { signInAsAdvisor } from './support/staff.ts';
import { settledCall } from './support/twilio.ts';

const baseURL = workerBaseURL();
const SHOTS = join(REPO_ROOT, '.tmp', 'advisor-console');
/** One poll of the directory is 15 s; leave room for a slow render. */
const ONE_POLL_MS = 25_000;

let browser: Browser;
let agentId: number;
/** Another offline advisor with a photo, whose profile the profile tests change. */
let editor: PsychicStatusRecord;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const feed = await fetchFeed(baseURL);
  // An advisor the seed leaves offline and whom no other spec touches.
  const offline = feed.filter((record) => record.signedIn === 'N').at(-1);
  if (!offline) throw new Error('the seed has no offline advisor');
  agentId = offline.agentId;
  const other = feed
    .filter((record) => record.signedIn === 'N' && record.photoUrl && record.agentId !== agentId)
    .at(-1);
  if (!other) throw new Error('the seed has no second offline advisor with a photo');
  editor = other;
});
afterAll(async () => {
  await browser?.close();
});

describe('the advisor console', () => {
  it("an advisor signs in, goes 'Taking calls', and an open directory shows them available within one poll", async () => {
    const visitor = await newPage(browser, baseURL);
    await visitor.page.goto('/');
    await visitor.page
      .getByRole('combobox', { name: en.advisors.filterLabel, exact: true })
      .selectOption({ label: en.advisors.filterAll });
    const card = visitor.page.locator(`article[data-agent-id="${agentId}"]`);
    await card.locator('[data-status="offline"]').waitFor({ timeout: 15_000 });

    const { page, errors, context } = await newPage(browser, baseURL, { width: 360, height: 780 });
    await signInAsAdvisor(page, agentId);
    const toggle = page.getByRole('switch');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await toggle.click();
    await page.getByText(advisorConsole.status.nowTakingCalls).waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');

    await card.locator('[data-status="waiting"]').waitFor({ timeout: ONE_POLL_MS });

    // No customer side for an advisor: the dashboard sends them back to their console.
    await page.goto('/dashboard');
    await page.waitForURL(/\/advisor$/);
    await page.getByRole('switch').waitFor();
    await page.screenshot({ path: join(SHOTS, 'console-360.png'), fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);
    expect(visitor.errors, visitor.errors.join('\n')).toEqual([]);
    await context.close();
    await visitor.context.close();
  }, 90_000);

  it("a customer's call shows on the advisor's 'Today' with its minutes and earnings; a customer gets the 404 screen at /advisor", async () => {
    const customer = await newPage(browser, baseURL);
    const { page } = customer;
    await signedInCustomer(page, baseURL);
    await page.goto('/advisor');
    await page.getByRole('heading', { name: en.site.notFound.title }).waitFor();

    // Minutes through the PayPal emulator, then a verified phone, as a customer does.
    await page.goto('/purchase?bundle=bundle-10');
    await page.getByRole('button', { name: en.purchase.continue }).click();
    await page.getByRole('button', { name: en.purchase.paypalSandbox }).click();
    await page.waitForURL(/\/dev\/paypal\/checkoutnow/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    const phone = await verifyPhoneFromNotice(page, baseURL);

    // The call, through the signed Twilio webhooks: 125 s is billed 3 minutes.
    await settledCall(baseURL, phone, agentId, 125);
    await customer.context.close();

    const { page: console, errors, context } = await newPage(browser, baseURL);
    await signInAsAdvisor(console, agentId);
    const call = console.getByTestId('advisor-call').first();
    await call.waitFor();
    // The demo's default rate: 60 ¢ a billed minute.
    await expect(call.textContent()).resolves.toMatch(/2:05.*CA\$1\.80.*3 min/);
    await expect(console.getByTestId('earnings-today').textContent()).resolves.toBe('CA$1.80');
    await expect(console.getByTestId('minutes-today').textContent()).resolves.toBe('3 min · 1 call');
    const text = (await console.locator('main').textContent()) ?? '';
    // A work page: no customer offer banner, no call bar.
    expect(await console.getByText(en.site.footer.expertTitle).isVisible()).toBe(false);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('@example.com');
    await console.screenshot({ path: join(SHOTS, 'console-1440.png'), fullPage: true });

    // Back offline, as the other specs expect the seed.
    await console.getByRole('switch').click();
    await console.getByText(advisorConsole.status.nowOffline).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A square PNG of one colour, made by hand: 8-bit RGB rows, each behind its filter byte 0, deflated. */
function solidPng(side: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(8 + typed.length);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), 4 + typed.length);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: side }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A refused request is logged by the browser as a failed load: expected where the test provokes one. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 4'));

const photoAlt = (name: string) => en.advisors.photoAlt.replace('{{name}}', name);

/** Signs in as the profile tests' advisor and opens their profile from the console's tabs. */
async function openProfileEditor(page: Page): Promise<void> {
  await signInAsAdvisor(page, editor.agentId);
  await page
    .getByRole('navigation', { name: advisorConsole.nav.label })
    .getByRole('link', { name: advisorConsole.nav.profile })
    .click();
  await page.waitForURL(/\/advisor\/profile$/);
  await page.getByLabel(advisorConsole.profile.presentation.label).waitFor();
}

describe('the advisor profile page', () => {
  it("an advisor rewrites the presentation, sets a day's hours and uploads a photo; a visitor sees them on the public profile", async () => {
    const { page, errors, context } = await newPage(browser, baseURL, { width: 360, height: 780 });
    await openProfileEditor(page);
    const words = advisorConsole.profile;

    // Presentation: the schema's rule first, then a text with a blank line, previewed as customers see it.
    const presentation = page.getByLabel(words.presentation.label);
    await presentation.fill('Too short');
    await page.getByRole('button', { name: words.presentation.save }).click();
    const tooShort = advisorDescriptionBodySchema.safeParse({ description: 'Too short' }).error?.issues[0]
      ?.message;
    await page.getByText(messageTextIn(en, tooShort ?? 'unreachable'), { exact: true }).waitFor();
    const stamp = randomBytes(3).toString('hex');
    const text = `Gentle tarot readings, reference ${stamp}.\n\nLove, work and family: ask what matters to you.`;
    await presentation.fill(text);
    // The English preview comes first (the French one follows, this advisor having French words too).
    const preview = page.getByRole('heading', { level: 3, name: en.advisors.profile.presentation }).first();
    await preview.waitFor();
    await page.getByText(`reference ${stamp}`).last().waitFor();
    await page.getByRole('button', { name: words.presentation.save }).click();
    await page.getByRole('status').filter({ hasText: words.presentation.saved }).waitFor();

    // Weekly hours: a slot that ends before it starts is named beside its day, then fixed and saved.
    const sunday = page.getByRole('group', { name: en.advisors.profile.weekdays.sunday });
    // The choice is drawn over its radio button: a tap lands on its words.
    await sunday.getByText(words.schedule.oneSlot, { exact: true }).click();
    expect(await sunday.getByRole('radio', { name: words.schedule.oneSlot }).isChecked()).toBe(true);
    const slot = `${en.advisors.profile.weekdays.sunday}, ${words.schedule.slot}`;
    await sunday.getByLabel(`${slot}: ${words.schedule.from}`).selectOption('10:00 AM');
    await sunday.getByLabel(`${slot}: ${words.schedule.to}`).selectOption('9:00 AM');
    await page.getByRole('button', { name: words.schedule.save }).click();
    await sunday.getByText('A time slot ends after it starts.').waitFor();
    await sunday.getByLabel(`${slot}: ${words.schedule.to}`).selectOption('2:30 PM');
    // 'Varies' is no time a slot ends at: the end list offers times only.
    const ends = sunday.getByLabel(`${slot}: ${words.schedule.to}`).locator('option');
    expect(await ends.allTextContents()).not.toContain(words.schedule.varies);
    // Monday off: its own choice beside Varies.
    const monday = page.getByRole('group', { name: en.advisors.profile.weekdays.monday });
    await monday.getByText(words.schedule.dayOff, { exact: true }).click();
    await monday.getByText(words.schedule.dayOffNote).waitFor();
    await page.getByRole('button', { name: words.schedule.save }).click();
    await page.getByRole('status').filter({ hasText: words.schedule.saved }).waitFor();

    // Photo: a text file named .jpg, a damaged PNG (the server's own words), then a real picture.
    const photo = page.getByRole('region', { name: words.photo.heading, exact: true });
    const current = photo.getByRole('img', { name: photoAlt(editor.agentName) });
    const before = await current.evaluate((img: HTMLImageElement) => img.currentSrc);
    // The public pages keep the feed's plain photo URL, revalidated by its ETag on every load.
    const publicPhoto = new URL(editor.photoUrl ?? '', baseURL).href;
    const etagOf = async () => (await fetch(publicPhoto)).headers.get('etag');
    const etagBefore = await etagOf();
    const picker = photo.getByLabel(words.photo.choose);
    await picker.setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture'),
    });
    await photo.getByRole('alert').filter({ hasText: words.photo.wrongType }).waitFor();
    expect(await photo.getByRole('button', { name: words.photo.upload }).count()).toBe(0);

    await picker.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_SIGNATURE, randomBytes(64)]),
    });
    const answered = page.waitForResponse(
      (res) => res.url().endsWith('/photo') && res.request().method() === 'PUT',
    );
    await photo.getByRole('button', { name: words.photo.upload }).click();
    const refusal = await answered;
    expect(refusal.status()).toBeGreaterThanOrEqual(400);
    expect(refusal.status()).toBeLessThan(500);
    const { error } = (await refusal.json()) as { error: { message: string } };
    await photo.getByRole('alert').filter({ hasText: error.message }).waitFor();

    const colour = [200, 40, 120] as const;
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(120, colour) });
    await photo.getByRole('img', { name: words.photo.newPreview }).waitFor();
    await photo.getByRole('button', { name: words.photo.upload }).click();
    await page.getByRole('status').filter({ hasText: words.photo.saved }).waitFor();
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .not.toBe(before);
    expect(await etagOf()).not.toBe(etagBefore);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'profile-360.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal scroll at 360 px').toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'profile-1440.png'), fullPage: true });

    // A visitor opens the public profile the page links to.
    const publicPath = await page.getByRole('link', { name: words.seePublic }).getAttribute('href');
    const visitor = await newPage(browser, baseURL);
    await visitor.page.goto(publicPath ?? '/');
    const shown = visitor.page.getByText(`reference ${stamp}`);
    await shown.waitFor();
    expect(await shown.evaluate((p) => (p as HTMLElement).innerText)).toBe(text);
    const sundayRow = visitor.page.locator('[data-day="sunday"]');
    await expect(sundayRow.textContent()).resolves.toMatch(/10:00 AM.*2:30 PM/);
    await expect(visitor.page.locator('[data-day="monday"]').textContent()).resolves.toContain(
      en.advisors.profile.dayOff,
    );
    const portrait = visitor.page.getByRole('img', { name: photoAlt(editor.agentName) }).first();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(publicPhoto);
    // The pixels the visitor's browser shows are the uploaded picture's.
    const pixel = await portrait.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context2d = canvas.getContext('2d');
      context2d?.drawImage(img, 0, 0);
      const centre = context2d?.getImageData(img.naturalWidth >> 1, img.naturalHeight >> 1, 1, 1).data;
      return centre ? [centre[0], centre[1], centre[2]] : [];
    });
    expect(pixel).toHaveLength(3);
    pixel.forEach((value, index) => {
      expect(Math.abs((value ?? 0) - (colour[index] ?? 0))).toBeLessThanOrEqual(8);
    });

    expect(unexpected(errors), errors.join('\n')).toEqual([]);
    expect(visitor.errors, visitor.errors.join('\n')).toEqual([]);
    await visitor.context.close();
    await context.close();
  }, 120_000);

  it('an advisor moves their calls to a new number with a texted code', async () => {
    const { page, errors, context } = await newPage(browser, baseURL, { width: 360, height: 780 });
    await openProfileEditor(page);
    const words = advisorConsole.profile.phone;
    const card = page.getByRole('region', { name: words.heading });
    await card.getByRole('button', { name: words.change }).click();

    // The customer's phone rule and its words.
    const number = card.getByLabel(words.newNumber);
    await number.fill('514');
    await card.getByRole('button', { name: words.sendCode }).click();
    await card.getByText(en.validation.phoneMinDigits).waitFor();

    // An exchange of 200-999: NANP has no exchange starting with 0 or 1.
    const phone = `438${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
    await number.fill(phone);
    const at = Date.now() - 1000;
    await card.getByRole('button', { name: words.sendCode }).click();
    const sms = await waitForMessage(baseURL, `+1${phone}`, 'sms', at);
    const code = codeIn(sms.body);

    const field = card.getByLabel(words.code);
    await field.fill(code === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: words.confirm }).click();
    await card.getByRole('alert').waitFor();
    await field.fill(code);
    await card.getByRole('button', { name: words.confirm }).click();
    await card.getByRole('status').filter({ hasText: words.saved }).waitFor();
    await expect(card.getByTestId('phone-masked').textContent()).resolves.toMatch(
      new RegExp(`${phone.slice(-4)}$`),
    );
    expect(await card.textContent()).not.toContain(phone);
    // Focus is back on the button that started the change.
    expect(
      await card.getByRole('button', { name: words.change }).evaluate((el) => el === document.activeElement),
    ).toBe(true);

    expect(unexpected(errors), errors.join('\n')).toEqual([]);
    await context.close();
  }, 60_000);
});
