import { en } from '@app/shared/messages/en';
import { describe, expect, it } from 'vitest';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

describe('app shell', () => {
  it('home lists the seeded advisors and the call bar', async () => {
    const { page, errors, context } = await openPage();
    await page.goto('/');
    const feed = (await (await fetch(`${baseURL}/.netlify/functions/fetch-psychicstatus-json`)).json()) as {
      agentName: string;
    }[];
    expect(feed.length).toBeGreaterThanOrEqual(12);
    // Default filter is Available Only, so look for the names of advisors that are signed in.
    const first = feed[0]!.agentName;
    await page.getByText(first, { exact: true }).first().waitFor({ timeout: 15_000 });
    const bar = page.getByRole('link', { name: 'Call Now: 1-888-554-8999' });
    await expect(bar.getAttribute('href')).resolves.toBe('tel:+18885548999');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a marketing route renders its heading', async () => {
    const { page, errors, context } = await openPage();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: en.site.pages.about }).waitFor();
    expect(await page.title()).toContain(en.site.pages.about);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown path shows the 404 screen, Go Back and Return Home work', async () => {
    const { page, context } = await openPage();
    await page.goto('/about');
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: en.site.notFound.title }).waitFor();
    await page.getByText(en.site.notFound.text).waitFor();
    await page.getByRole('button', { name: en.site.notFound.goBack }).click();
    await page.waitForURL(/\/about$/);
    await page.goto('/nope');
    await page.getByRole('link', { name: en.site.notFound.returnHome }).click();
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });

  it('login-required routes redirect visitors to /login', async () => {
    const { page, context } = await openPage();
    for (const path of ['/dashboard', '/purchase', '/profile']) {
      await page.goto(path);
      await page.waitForURL(/\/login$/);
    }
    await context.close();
  });

  it('scrolls to top on a path change', async () => {
    const { page, context } = await openPage({ width: 1440, height: 600 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: en.site.footer.aboutUs }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('a page whose chunk cannot load reloads once, then shows the server page or an error, never a loop', async () => {
    const { page, context } = await openPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // As if a deploy had replaced these chunks: every request for them fails.
    await page.route(/\/assets\/(about-page|auth-page)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');

    // A pre-rendered page: after the one reload, the server's page stays, links working as plain links.
    await page.getByRole('contentinfo').getByRole('link', { name: en.site.footer.aboutUs }).click();
    await page.waitForURL(/\/about$/);
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1500);
    expect(documents.filter((path) => path === '/about')).toHaveLength(1);
    expect(await page.locator('main h1').count()).toBe(1);

    // A page the server does not pre-render (reached by a plain link from that static page, so loaded once
    // by the link and once more by the reload): then its error in place of the page.
    await page.getByRole('contentinfo').getByRole('link', { name: en.site.nav.signIn }).click();
    const alert = page.getByRole('alert').filter({ hasText: en.common.pageError.title });
    await alert.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    expect(documents.filter((path) => path === '/login')).toHaveLength(2);
    expect(await page.getByRole('banner').getByRole('link', { name: en.site.nav.signIn }).count()).toBe(1);
    await context.close();
  });
});
