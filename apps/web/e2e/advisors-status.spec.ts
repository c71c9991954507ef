import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { fetchFeed } from './support/feed.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { AVAILABLE, pushStatus as pushStatusTo } from './support/telephony-status.ts';

const baseURL = workerBaseURL();
/** One poll of the directory is 15 s; leave room for a slow render. */
const ONE_POLL_MS = 25_000;

const pushStatus = (agentId: number, status: Parameters<typeof pushStatusTo>[2]) =>
  pushStatusTo(baseURL, agentId, status);

let browser: Browser;
let advisor: PsychicStatusRecord;

beforeAll(async () => {
  browser = await launchBrowser();
  const feed = await fetchFeed(baseURL);
  const found = feed.find((record) => derivePsychicStatus(record) === 'waiting');
  if (!found) throw new Error('the seed has no available advisor');
  advisor = found;
});
afterAll(async () => {
  // Leave the shared server as the other specs expect it.
  if (advisor) await pushStatus(advisor.agentId, AVAILABLE);
  await browser?.close();
});

describe('live advisor status', () => {
  it('a telephony status push reaches an open directory within one poll', async () => {
    const { page, errors, context } = await newPage(browser, baseURL);
    await page.goto('/');
    await page
      .getByRole('combobox', { name: en.advisors.filterLabel, exact: true })
      .selectOption({ label: en.advisors.filterAll });
    const card = page.locator(`article[data-agent-id="${advisor.agentId}"]`);
    await card.locator('[data-status="waiting"]').waitFor({ timeout: 15_000 });
    const timeRemaining = formatMessage(en.advisors.timeRemaining, { time: '9:59' });
    expect(await card.textContent()).not.toContain(timeRemaining);

    const res = await pushStatus(advisor.agentId, {
      signedIn: true,
      onACall: true,
      bridged: true,
      isICCall: false,
      availTime: 599,
      availTimeStr: '9:59',
    });
    expect(res.status).toBe(200);

    // No reload: the page's own 15-second poll must bring the change.
    const badge = card.locator('[data-status="busy"]');
    await badge.waitFor({ timeout: ONE_POLL_MS });
    expect(await badge.textContent()).toBe(en.advisors.status.busy);
    await card.getByText(timeRemaining).waitFor({ timeout: 1_000 });
    // Kept for a human look (.tmp/ is git-ignored).
    mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
    await card.screenshot({ path: join(REPO_ROOT, '.tmp', 'e2e-advisors-status-card.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unsigned push is refused and changes nothing', async () => {
    const res = await fetch(`${baseURL}/api/telephony/agents/${advisor.agentId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(AVAILABLE),
    });
    expect(res.status).toBe(401);
    const feed = await fetchFeed(baseURL);
    expect(feed.find((record) => record.agentId === advisor.agentId)?.availTimeStr).toBe('9:59');
  });
});
