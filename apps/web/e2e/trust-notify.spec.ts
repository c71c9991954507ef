import { advisorConsole } from '@app/shared/messages/advisor-console';
import { en } from '@app/shared/messages/en';
import { advisorSlug } from '@app/shared/rules/slug';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../server/src/modules/dev-outbox/routes.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { fetchFeed } from './support/feed.ts';
import { workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { signInAsAdvisor } from './support/staff.ts';

const baseURL = workerBaseURL();

const openPage = browserForSpec(baseURL);
let advisor: PsychicStatusRecord;

beforeAll(async () => {
  const feed = await fetchFeed(baseURL);
  const offline = feed.filter((record) => record.signedIn === 'N');
  // Not the first offline advisor (advisors.spec) nor the last two (advisor-console.spec).
  const chosen = offline.slice(1, -2).at(-1);
  if (!chosen) throw new Error('the seed has too few offline advisors');
  advisor = chosen;
});

/** The availability texts to `phone` (its verification code is not one). */
const textsTo = async (phone: string): Promise<OutboxEntry[]> =>
  ((await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as OutboxEntry[]).filter(
    (entry) => entry.channel === 'sms' && entry.to === phone && entry.body.includes('is taking calls now'),
  );

describe('notify me when available', () => {
  it("a customer asks on an offline advisor's profile; the advisor goes 'Taking calls' and one text arrives", async () => {
    const customer = await openPage({ width: 360, height: 780 });
    const { page } = customer;
    await signedInCustomer(page, baseURL);
    const phone = `+1${await verifyPhoneFromNotice(page, baseURL)}`;

    await page.goto(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);
    await page.getByRole('button', { name: en.reviews.notifyMe }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.trust.notify.sms).check();
    // The test runs at any hour: accept a notice at night, so the rule of quiet hours cannot hold it back.
    await dialog.getByLabel(en.trust.notify.night).check();
    await dialog.getByRole('button', { name: en.trust.notify.submit, exact: true }).click();
    await page.getByRole('button', { name: en.reviews.notifying }).first().waitFor();
    expect(await textsTo(phone)).toEqual([]);

    // The advisor, on their phone, switches to 'Taking calls'.
    const console = await openPage({ width: 360, height: 780 });
    await signInAsAdvisor(console.page, advisor.agentId);
    const toggle = console.page.getByRole('switch');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await toggle.click();
    await console.page.getByText(advisorConsole.status.nowTakingCalls).waitFor();

    await expect.poll(() => textsTo(phone), { timeout: 10_000, interval: 200 }).toHaveLength(1);
    const [text] = await textsTo(phone);
    expect(text?.body).toContain(`${advisor.agentName} is taking calls now`);
    expect(text?.body).toContain(`extension ${advisor.agentId}`);
    expect(text?.body).toContain(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`);

    // Offline and back again: the request ended when it fired, so no second text.
    const switched = (to: 'true' | 'false') =>
      expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe(to);
    await toggle.click();
    await switched('false');
    await toggle.click();
    await switched('true');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await textsTo(phone)).toHaveLength(1);

    // Leave the advisor as the seed had them.
    await toggle.click();
    await switched('false');
    expect(customer.errors, customer.errors.join('\n')).toEqual([]);
    expect(console.errors, console.errors.join('\n')).toEqual([]);
    await console.context.close();
    await customer.context.close();
  }, 120_000);
});
