import type { OutboxEntry } from '../../../server/src/modules/dev-outbox/routes.ts';

/**
 * The `after` bound for a message about to be sent to `to`: a second old (clock slack), but never as
 * old as the newest message already there, so an earlier code to the same number is not taken for it.
 */
export async function nextMessageAfter(
  baseURL: string,
  to: string,
  channel: 'sms' | 'email',
): Promise<number> {
  const entries = (await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as OutboxEntry[];
  const newest = entries.find((entry) => entry.to === to && entry.channel === channel);
  const slack = Date.now() - 1000;
  return newest ? Math.max(slack, Date.parse(newest.createdAt) + 1) : slack;
}

/** Polls GET /api/dev/outbox (newest first) for the newest message to `to` on `channel`. */
export async function waitForMessage(
  baseURL: string,
  to: string,
  channel: 'sms' | 'email',
  after = 0,
  subjectIncludes?: string,
): Promise<OutboxEntry> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const entries = (await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as OutboxEntry[];
    const found = entries.find(
      (entry) =>
        entry.to === to &&
        entry.channel === channel &&
        Date.parse(entry.createdAt) >= after &&
        (subjectIncludes === undefined || (entry.subject ?? '').includes(subjectIncludes)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${channel} message to ${to}`);
}

export function linkIn(body: string, path: string): string {
  const match = body.match(
    new RegExp(`https?://[^\\s]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`),
  );
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export function codeIn(body: string): string {
  const code = body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}
