import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { customerSeed, dealTiles, seededRandom } from '@app/shared/rules/tarot';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/customers.ts';
import { E2E_TAROT_SEED, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

const POOL = Array.from({ length: 30 }, (_, i) => i + 1);

describe('weekly tarot game', () => {
  it('plays to a win, copies the coupon and applies it at checkout', async () => {
    const { page, context, errors } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signedInCustomer(page, baseURL);
    const { user } = (await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()))) as {
      user: { id: string };
    };
    // The server's deal for this customer, recomputed from the test seed it was started with.
    const tiles = dealTiles(POOL, seededRandom(customerSeed(E2E_TAROT_SEED, user.id)).random);
    const winning = [...new Map(tiles.map((card, position) => [card, position])).values()].slice(0, 3);

    // A page without modals of its own (the dashboard opens its phone notice after 1 s).
    await page.goto('/pricing');
    await page.getByRole('button', { name: en.site.nav.winCredits }).first().click();
    const dialog = page.getByRole('dialog', { name: en.tarot.title });
    await dialog.getByText(en.tarot.instructions).waitFor();
    const reveal = dialog.getByRole('button', { name: en.tarot.reveal });
    for (const position of winning.slice(0, 2))
      await dialog.getByRole('button', { name: `Card ${position + 1}` }).click();
    expect(await reveal.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: `Card ${(winning[2] ?? 0) + 1}` }).click();
    await reveal.click();
    await dialog.getByRole('heading', { name: en.tarot.wonTitle }).waitFor();
    const code = (await dialog.getByTestId('tarot-coupon').textContent()) ?? '';
    expect(code).toMatch(/^TAROT[A-Z0-9]{6}$/);
    await dialog.getByRole('button', { name: en.tarot.copy }).click();
    await page.getByText(en.tarot.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const link = dialog.getByRole('link', { name: en.tarot.useNow });
    await link.click();
    await page.waitForURL(/\/purchase\?coupon=TAROT/);
    await page.getByRole('button', { name: en.purchase.select }).first().click();
    await page.getByText(`Coupon ${code} applied`).waitFor();

    // One play a week: opening it again shows the played state with the code.
    await page.getByRole('button', { name: en.site.nav.winCredits }).first().click();
    await dialog.getByText(en.tarot.alreadyPlayed).waitFor();
    await dialog.getByText(code).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('asks visitors to sign in', async () => {
    const { page, context } = await openPage();
    await page.goto('/');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-tarot')));
    await page.getByText(en.tarot.signInRequired).waitFor();
    await context.close();
  });
});

describe('daily horoscope', () => {
  it('opens a sign with its dated reading; closes by the button, the backdrop and Escape, keeping focus inside', async () => {
    const { page, context, errors } = await openPage({ width: 360, height: 780 });
    await page.goto('/horoscope');
    await page.getByRole('button', { name: /Aries/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}$/)
      .waitFor();
    await dialog.getByText(/, the Moon (enters|spends the day in) /).waitFor();
    await dialog.getByRole('link', { name: en.horoscope.ctaButton }).waitFor();
    await dialog.getByRole('button', { name: en.common.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Leo/ }).click();
    await dialog.getByText(/, the Moon (enters|spends the day in) /).waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    // Keyboard: focus moves in, Tab and Shift+Tab stay inside, Escape closes, focus returns to the sign.
    const virgo = page.getByRole('button', { name: /Virgo/ });
    await virgo.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(/, the Moon (enters|spends the day in) /).waitFor();
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      expect(await focusInside(), key).toBe(true);
    }
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // The page behind moved on while the dialog was open: giving focus back does not scroll it back.
    const bottom = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    expect(bottom).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await virgo.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('promotion banner and announcement', () => {
  it('the banner counts down and dismisses for the session', async () => {
    const { page, context } = await openPage();
    await page.goto('/');
    const countdown = page.getByTestId('promotion-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^Ends in \d+d \d+h \d+m \d+s$/);
    await page.waitForTimeout(1_100);
    expect(await countdown.textContent()).not.toBe(first);
    await page.getByRole('button', { name: en.promotion.dismiss }).click();
    await page.getByTestId('promotion-banner').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The server pre-renders the banner; hidden from the first paint, the app removes it once it has hydrated.
    expect(await page.getByTestId('promotion-banner').isVisible()).toBe(false);
    await page.getByTestId('promotion-banner').waitFor({ state: 'detached' });
    await context.close();
  });

  // 412 px is the phone Lighthouse emulates: there the French link wraps, and a number losing a digit used
  // to move it from one line to the other (a layout shift of 0.034 on the French profile).
  it.each([360, 412])(
    'a minute of countdown on a %i px French phone never moves the link after it',
    async (width) => {
      const { page, context, errors } = await openPage({ width, height: 800 });
      await page.clock.install();
      await page.goto('/fr');
      const countdown = page.getByTestId('promotion-countdown');
      const link = page.getByTestId('promotion-banner').getByRole('link', { name: fr.promotion.learnMore });
      await link.waitFor();
      const texts = new Set<string>();
      const boxes = new Set<string>();
      for (let tick = 0; tick <= 60; tick++) {
        texts.add((await countdown.textContent()) ?? '');
        const box = await link.boundingBox();
        boxes.add(box ? [box.x, box.y, box.width, box.height].map(Math.round).join(' ') : 'none');
        await page.clock.runFor(1_000);
      }
      // Every second of a minute was shown, the one-digit ones included.
      expect(texts.size).toBeGreaterThanOrEqual(60);
      expect([...texts].some((text) => /\D\d\u00a0s$/.test(text))).toBe(true);
      expect([...boxes]).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('an acknowledged announcement stays hidden after reload; "remind me later" brings it back', async () => {
    const { page, context } = await openPage(undefined, { announcementSeen: false });
    await page.goto('/about');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en.announcement.remindLater }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await dialog.getByRole('button', { name: en.announcement.gotIt }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.waitForTimeout(2_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('home important notice', () => {
  it('appears 2 s after load once, and stays dismissed', async () => {
    const { page, context } = await openPage({ width: 360, height: 780 }, { noticeDismissed: false });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: en.notice.title });
    await dialog.getByText(en.notice.phoneBillingGone).waitFor({ timeout: 5_000 });
    await dialog.getByRole('link', { name: en.notice.createAccount }).waitFor();
    await dialog.getByRole('button', { name: en.notice.gotIt }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.waitForTimeout(2_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
