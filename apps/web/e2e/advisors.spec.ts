import { FETCH_RETRIES } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import {
  availabilityText,
  buildWeeklyAvailability,
  DAY_NAMES,
  todayAvailabilityText,
} from '@app/shared/rules/availability';
import { metaDescription } from '@app/shared/rules/meta';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import { advisorSlug } from '@app/shared/rules/slug';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEED, feedBeforeAll } from './support/feed.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);
const feed = feedBeforeAll(baseURL);

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';
const card = (page: Page, agentId: number) => page.locator(`article[data-agent-id="${agentId}"]`);
const signedIn = () => feed().filter((a) => derivePsychicStatus(a) !== 'offline');
const offline = () => feed().filter((a) => derivePsychicStatus(a) === 'offline');

/** The audio element's clock, read in the page. */
function audioClock(page: Page, scope: string) {
  return page.locator(`${scope} audio`).evaluate((el: HTMLAudioElement) => ({
    duration: el.duration,
    currentTime: el.currentTime,
    paused: el.paused,
  }));
}

describe('advisor directory', () => {
  it('shows the seeded advisors who are signed in, each card per the spec', async () => {
    const { page, errors, context } = await openPage();
    await page.goto('/');
    expect(signedIn().length).toBeGreaterThan(0);
    expect(offline().length).toBeGreaterThan(0);
    await card(page, signedIn()[0]!.agentId).waitFor({ timeout: 15_000 });
    // Default filter is Available Only: feed order, offline advisors left out.
    const shown = await page
      .locator('article[data-agent-id]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-agent-id'))));
    expect(shown).toEqual(signedIn().map((a) => a.agentId));
    expect(
      await page.getByRole('combobox', { name: en.advisors.filterLabel, exact: true }).inputValue(),
    ).toBe('available');
    await page.getByPlaceholder(en.advisors.searchPlaceholder).waitFor();

    const busy = feed().find((a) => derivePsychicStatus(a) === 'busy' && a.availTimeStr);
    for (const advisor of [signedIn()[0]!, ...(busy ? [busy] : [])]) {
      const c = card(page, advisor.agentId);
      const text = await textOf(c);
      expect(text).toContain(advisor.agentName);
      expect(text).toContain(`Extension: ${advisor.agentId}`);
      expect(text).toContain(en.advisors.status[derivePsychicStatus(advisor)]);
      expect(text).toContain(
        `Today: ${todayAvailabilityText(advisor.schedule, new Date(), en.advisors.profile.varies)}`,
      );
      const href = await c.getByRole('link', { name: en.advisors.viewProfile }).getAttribute('href');
      expect(href).toBe(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);
      // Visitors are sent to /register before they can call.
      const call = c.getByRole('link', { name: en.advisors.callNow });
      expect(await call.getAttribute('href')).toBe('/register');
    }
    if (busy) {
      expect(await textOf(card(page, busy.agentId))).toContain(`Time Remaining: ${busy.availTimeStr}`);
      const badge = card(page, busy.agentId).locator('[data-status="busy"]');
      expect(await textOf(badge)).toBe(en.advisors.status.busy);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by All Psychics / Available Only and searches name or description', async () => {
    const { page, errors, context } = await openPage({ width: 360, height: 800 });
    await page.goto('/');
    const away = offline()[0]!;
    await card(page, signedIn()[0]!.agentId).waitFor({ timeout: 15_000 });
    expect(await card(page, away.agentId).count()).toBe(0);

    await page
      .getByRole('combobox', { name: en.advisors.filterLabel, exact: true })
      .selectOption({ label: en.advisors.filterAll });
    await card(page, away.agentId).waitFor();
    expect(await textOf(card(page, away.agentId))).toContain(en.advisors.currentlyUnavailable);
    expect(await page.locator('article[data-agent-id]').count()).toBe(feed().length);

    const search = page.getByPlaceholder(en.advisors.searchPlaceholder);
    // By name, in the wrong case.
    await search.fill(away.agentName.toUpperCase());
    await expect.poll(() => page.locator('article[data-agent-id]').count()).toBe(1);
    await card(page, away.agentId).waitFor();

    // By a word that only appears in one advisor's description.
    const words = away.descr.toLowerCase().match(/[a-z]{7,}/g) ?? [];
    const unique = words.find(
      (w) => feed().filter((a) => `${a.agentName} ${a.descr}`.toLowerCase().includes(w)).length === 1,
    );
    if (unique) {
      await search.fill(unique.toUpperCase());
      await expect.poll(() => page.locator('article[data-agent-id]').count()).toBe(1);
      await card(page, away.agentId).waitFor();
    }

    // Back to Available Only: the offline advisor drops out and the empty text shows.
    await search.fill(away.agentName);
    await page
      .getByRole('combobox', { name: en.advisors.filterLabel, exact: true })
      .selectOption({ label: en.advisors.filterAvailable });
    await page.getByText(en.advisors.empty).waitFor();

    await search.fill('no advisor is called this');
    await page.getByText(en.advisors.empty).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays one card description at a time with the compact button', async () => {
    const { page, errors, context } = await openPage();
    await page.goto('/');
    const [first, second] = signedIn();
    const a = card(page, first!.agentId);
    const b = card(page, second!.agentId);
    await a.waitFor({ timeout: 15_000 });

    await a.getByRole('button', { name: en.audio.play }).click();
    await a.getByRole('button', { name: en.audio.stop }).waitFor({ timeout: 15_000 });
    // Playback starts once the audio has buffered, which takes longer while another spec's server and
    // browser share the machine: the clock is given up to 10 s to move.
    await expect
      .poll(async () => (await audioClock(page, `article[data-agent-id="${first!.agentId}"]`)).currentTime, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // Starting another advisor pauses the first.
    await b.getByRole('button', { name: en.audio.play }).click();
    await b.getByRole('button', { name: en.audio.stop }).waitFor({ timeout: 15_000 });
    await a.getByRole('button', { name: en.audio.play }).waitFor();
    expect((await audioClock(page, `article[data-agent-id="${first!.agentId}"]`)).paused).toBe(true);

    await b.getByRole('button', { name: en.audio.stop }).click();
    await b.getByRole('button', { name: en.audio.play }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-polls every 15 s for statuses only; Refresh reloads the list', async () => {
    const { page, errors, context } = await openPage();
    const [first, second] = signedIn();
    // The second answer renames the first advisor, sends them offline, puts a busy time on the second
    // and reverses the order: a poll may take only the statuses and times from it.
    const changed = [...feed()].reverse().map((a) => {
      if (a.agentId === first!.agentId) return { ...a, agentName: 'Renamed Advisor', signedIn: 'N' };
      if (a.agentId === second!.agentId) return { ...a, onACall: 'Y', signedIn: 'Y', availTimeStr: '42:00' };
      return a;
    });
    let answer: unknown = feed();
    await page.route(`**${FEED}`, (route) => route.fulfill({ json: answer }));
    await page.clock.install();
    await page.goto('/');
    await page
      .getByRole('combobox', { name: en.advisors.filterLabel, exact: true })
      .selectOption({ label: en.advisors.filterAll });
    await card(page, first!.agentId).waitFor({ timeout: 15_000 });
    const order = () =>
      page
        .locator('article[data-agent-id]')
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-agent-id'))));
    expect(await order()).toEqual(feed().map((a) => a.agentId));

    answer = changed;
    await page.clock.fastForward(15_500);
    await card(page, first!.agentId).locator('[data-status="offline"]').waitFor();
    await card(page, second!.agentId).getByText('Time Remaining: 42:00').waitFor();
    expect(await order()).toEqual(feed().map((a) => a.agentId));
    expect(await textOf(card(page, first!.agentId))).toContain(first!.agentName);

    await page.getByRole('button', { name: en.advisors.refresh }).click();
    await card(page, first!.agentId).getByText('Renamed Advisor').waitFor();
    expect(await order()).toEqual(changed.map((a) => a.agentId));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to the demo advisors after every try of the feed fails', async () => {
    const { page, context } = await openPage();
    // The feed is down for the server too: the page carries no advisors for the app to start from.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script type="application\/json" id="initial-advisors">[^<]*<\/script>/,
          '',
        );
        expect(body).not.toContain('initial-advisors');
        await route.fulfill({ response, body });
      },
    );
    let tries = 0;
    await page.route(`**${FEED}`, (route) => {
      tries++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"X","message":"down"}}',
      });
    });
    await page.goto('/');
    await page.getByText(en.advisors.demoBanner).waitFor({ timeout: 20_000 });
    await page.getByText(en.advisors.loadError).waitFor();
    expect(await page.locator('article[data-agent-id]').count()).toBe(3);
    expect(tries).toBe(FETCH_RETRIES);

    // Try Again reaches the live feed once it is back.
    await page.unroute(`**${FEED}`);
    await page.getByRole('button', { name: en.advisors.tryAgain }).click();
    await card(page, signedIn()[0]!.agentId).waitFor({ timeout: 15_000 });
    expect(await page.getByText(en.advisors.demoBanner).count()).toBe(0);
    await context.close();
  });
});

describe('advisor profile page', () => {
  it('renders the profile, its metadata and availability, and plays the voice introduction', async () => {
    const { page, errors, context } = await openPage();
    const index = 1;
    const advisor = feed()[index]!;
    const slug = advisorSlug(advisor.agentName, advisor.agentId);
    await page.goto(`/psychic/${slug}`);
    await page.getByRole('heading', { level: 1, name: advisor.agentName }).waitFor({ timeout: 15_000 });

    const main = page.locator('main');
    const text = await textOf(main);
    expect(text).toContain(`Extension: ${advisor.agentId}`);
    expect(text).toContain(`Ext: ${advisor.agentId}`);
    // The favourites button works now (a visitor is asked to sign in), the old label is gone.
    await page.getByRole('button', { name: en.reviews.addToFavorites, exact: true }).waitFor();
    expect(text).not.toContain(en.advisors.profile.addToFavorites);
    for (const heading of ['voiceIntroduction', 'presentation', 'availability', 'comments'] as const) {
      await page.getByRole('heading', { level: 2, name: en.advisors.profile[heading] }).waitFor();
    }
    expect(text).not.toContain(en.advisors.profile.commentsComingSoon);
    // The reviews load when the card nears the screen.
    await page
      .getByRole('heading', { level: 2, name: en.advisors.profile.comments })
      .scrollIntoViewIfNeeded();
    await page.locator('[data-review-id]').or(page.getByText(en.trust.comments.empty)).first().waitFor();
    // Line breaks of the presentation are kept.
    const presentation = page.getByText(advisor.descr.split('\n')[0]!, { exact: false }).first();
    expect(await presentation.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');

    // Availability: the Today summary and one row per weekday, Sunday first.
    const week = buildWeeklyAvailability(advisor.schedule);
    expect(text).toContain(
      `Today: ${todayAvailabilityText(advisor.schedule, new Date(), en.advisors.profile.varies)}`,
    );
    const rows = await page
      .locator('[data-day]')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-day'), el.querySelector('dd')?.textContent]),
      );
    expect(rows).toEqual(
      DAY_NAMES.map((day) => [day, availabilityText(week[day], en.advisors.profile.varies)]),
    );

    // Call Now dials the support number; neighbours follow the feed order.
    const call = page
      .getByRole('complementary', { name: advisor.agentName })
      .getByRole('link', { name: en.advisors.profile.callNow, exact: true });
    expect(await call.getAttribute('href')).toBe('tel:+18885548999');
    const prev = feed()[index - 1]!;
    const next = feed()[index + 1]!;
    expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe(
      `/psychic/${advisorSlug(prev.agentName, prev.agentId)}`,
    );
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe(
      `/psychic/${advisorSlug(next.agentName, next.agentId)}`,
    );

    // Metadata: title, description, canonical and a Person in JSON-LD.
    expect(await page.title()).toContain(`${advisor.agentName} - Extension ${advisor.agentId}`);
    // The server's crawler copies of these tags are dropped once the SPA renders its own.
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('[data-ssr-head]').count()).toBe(0);
    expect(await page.locator('head meta[name="description"]').last().getAttribute('content')).toBe(
      metaDescription(advisor.descr),
    );
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseURL}/psychic/${slug}`,
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: advisor.agentName,
      jobTitle: en.advisors.profile.jobTitle,
      description: metaDescription(advisor.descr),
      url: `${baseURL}/psychic/${slug}`,
      telephone: '+1-888-554-8999',
    });
    expect(ld.image).toMatch(/^http/);

    // The track loads by itself; Play makes the clock run.
    const track = page.getByRole('button', { name: en.audio.playTrack });
    await track.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await audioClock(page, 'main')).duration, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await track.click();
    await page.getByRole('button', { name: en.audio.pauseTrack }).waitFor();
    await expect
      .poll(async () => (await audioClock(page, 'main')).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    const before = (await audioClock(page, 'main')).currentTime;
    await expect
      .poll(async () => (await audioClock(page, 'main')).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(before);
    const elapsed = await page.getByRole('slider', { name: en.audio.seek }).getAttribute('aria-valuetext');
    expect(elapsed).toMatch(/^\d+:\d{2} \/ \d+:\d{2}$/);
    await page.getByRole('button', { name: en.audio.pauseTrack }).click();
    await page.getByRole('button', { name: en.audio.playTrack }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['no id', '/psychic/amelie-rousseau'],
    ['an id that is not all digits', '/psychic/amelie_10a1'],
    ['an unknown advisor', '/psychic/nobody_999999'],
  ])('shows the failure state for %s', async (_case, path) => {
    const { page, context } = await openPage();
    await page.goto(path);
    await page.getByText(en.advisors.profile.loadError).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it.each([
    ['not audio', { status: 404, contentType: 'application/json', body: '{}' }, en.audio.errors.notFound],
    ['empty', { status: 200, contentType: 'audio/wav', body: '' }, en.audio.errors.empty],
  ])('toasts when the audio is %s', async (_case, answer, message) => {
    const { page, context } = await openPage();
    await page.route('**/.netlify/functions/fetch-audio', (route) => route.fulfill(answer));
    const advisor = feed()[0]!;
    await page.goto(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);
    await page.getByText(message).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
