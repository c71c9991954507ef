/**
 * The load test's traffic: visitors polling the status feed and opening pages, and customers buying and
 * calling, all sent to nginx on keep-alive connections. Open loop: every request has a time it is due,
 * set in advance and independent of earlier answers, and its latency counts from that time, so a server
 * (or a generator) that falls behind shows as latency instead of quietly lowering the rate.
 * The HTTP, the counting and the customers are in http.ts, stats.ts and customer.ts.
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { advisorSlug } from '@app/shared/rules/slug';
import { Customer } from './customer.ts';
import { BROWSER_HEADERS, send } from './http.ts';
import { KINDS, type Kind, timed, WindowStats } from './stats.ts';

export { KINDS, WindowStats };

export const FEED = '/.netlify/functions/fetch-psychicstatus-json';
export const FEED_PERIOD_MS = 15_000;
/** A visitor opens a page every 45-75 s (about one a minute). */
const PAGE_PERIOD_MS = { min: 45_000, max: 75_000 };
/** Each customer starts a journey (sign in, buy, call) this often. */
export const JOURNEY_PERIOD_MS = 30_000;
/** Sign-in, three for the purchase, the feed, three webhooks for the call. */
export const JOURNEY_REQUESTS = 8;

/** Runs `job` at `at` (performance.now() time), as late as the event loop makes it. */
function at(time: number, job: () => void): NodeJS.Timeout {
  return setTimeout(job, Math.max(0, time - performance.now()));
}

interface FeedRecord {
  agentId: number;
  agentName: string;
  signedIn: string;
  onACall: string;
}

export class Load {
  /** The window requests are counted in; the runner swaps it at each window's start and end. */
  stats = new WindowStats();
  private readonly base: URL;
  private readonly visitorAgent: Agent;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly customers: Customer[] = [];
  private visitors = 0;
  private stopped = false;

  constructor(
    url: string,
    private readonly slugs: string[],
    sockets: number,
    /** false: visitors only poll the feed (to tell what the pages cost the feed's latency). */
    private readonly pages = true,
  ) {
    this.base = new URL(url);
    // A bounded pool shared by every visitor: requests beyond it wait for a free connection, and that
    // wait counts in their latency.
    this.visitorAgent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  /** The advisors' profile paths, from the feed as the home page links them. */
  static async slugsOf(url: string): Promise<string[]> {
    const records = (await (await fetch(`${url}${FEED}`)).json()) as FeedRecord[];
    return records.map((record) => advisorSlug(record.agentName, record.agentId));
  }

  get visitorCount(): number {
    return this.visitors;
  }

  get customerCount(): number {
    return this.customers.length;
  }

  /** Adds visitors, each with its first poll and first page at a random time within one period. */
  addVisitors(count: number): void {
    const now = performance.now();
    for (let index = 0; index < count; index++) {
      let etag: string | undefined;
      const poll = (dueAt: number) => {
        this.later(dueAt + FEED_PERIOD_MS, poll);
        void timed(this.stats, 'feed', dueAt, () =>
          send(this.visitorAgent, this.base, 'GET', FEED, {
            ...BROWSER_HEADERS,
            accept: '*/*',
            ...(etag ? { 'if-none-match': etag } : {}),
          }),
        ).then((answer) => {
          if (answer?.status === 200 && typeof answer.headers.etag === 'string') etag = answer.headers.etag;
        });
      };
      const open = (dueAt: number) => {
        this.later(dueAt + between(PAGE_PERIOD_MS.min, PAGE_PERIOD_MS.max), open);
        const { kind, path } = this.pickPage();
        void timed(this.stats, kind, dueAt, () =>
          send(this.visitorAgent, this.base, 'GET', path, { ...BROWSER_HEADERS, accept: 'text/html' }),
        );
      };
      this.later(now + Math.random() * FEED_PERIOD_MS, poll);
      if (this.pages) this.later(now + Math.random() * PAGE_PERIOD_MS.max, open);
    }
    this.visitors += count;
  }

  /** Signs up, confirms and verifies a phone for each new customer (not measured), then starts its journeys. */
  async addCustomers(count: number): Promise<void> {
    const made = await Promise.all(
      Array.from({ length: count }, (_, index) => Customer.create(this.base, this.customers.length + index)),
    );
    for (const customer of made) {
      this.customers.push(customer);
      const journey = (dueAt: number) => {
        this.later(dueAt + JOURNEY_PERIOD_MS, journey);
        void this.journey(customer, dueAt);
      };
      this.later(performance.now() + Math.random() * JOURNEY_PERIOD_MS, journey);
    }
  }

  /** Opens every page once per instance (nginx takes turns), not counted. */
  async openEveryPage(instances: number): Promise<void> {
    const paths = ['/', '/pricing', ...this.slugs.map((slug) => `/psychic/${slug}`)];
    for (let round = 0; round < instances; round++) {
      for (const path of paths) {
        await send(this.visitorAgent, this.base, 'GET', path, { ...BROWSER_HEADERS, accept: 'text/html' });
      }
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.visitorAgent.destroy();
    for (const customer of this.customers) customer.agent.destroy();
  }

  private later(time: number, job: (dueAt: number) => void) {
    if (this.stopped) return;
    const timer = at(time, () => {
      this.timers.delete(timer);
      if (!this.stopped) job(time);
    });
    this.timers.add(timer);
  }

  /** Home 35 %, pricing 15 %, an advisor's profile 50 %. */
  private pickPage(): { kind: Kind; path: string } {
    const dice = Math.random();
    if (dice < 0.35) return { kind: 'page', path: '/' };
    if (dice < 0.5) return { kind: 'page', path: '/pricing' };
    const slug = this.slugs[Math.floor(Math.random() * this.slugs.length)] ?? '';
    return { kind: 'profile', path: `/psychic/${slug}` };
  }

  /**
   * Sign in, buy 10 minutes through the PayPal emulator, call an available advisor for 61 s (billed 2
   * minutes). Each request is due when the previous one answered: a customer waits for each page.
   */
  private async journey(customer: Customer, dueAt: number): Promise<void> {
    const stats = this.stats;
    const step = async (kind: Kind, method: string, path: string, body?: object, first = false) =>
      timed(stats, kind, first ? dueAt : performance.now(), () => customer.send(method, path, body));

    const signedIn = await step('sign-in', 'POST', '/api/auth/sign-in/email', customer.credentials, true);
    if (signedIn?.status !== 200) return;
    const order = await step('purchase', 'POST', '/.netlify/functions/create-paypal-order', {
      bundle: 'bundle-10',
    });
    if (order?.status !== 200) return;
    const { id: orderId } = JSON.parse(order.body.toString()) as { id: string };
    const approved = await timed(stats, 'purchase', performance.now(), () =>
      customer.send('POST', `/dev/paypal/checkoutnow/${orderId}/approve`, undefined, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    if (!approved || approved.status >= 400) return;
    const captured = await step('purchase', 'POST', '/.netlify/functions/capture-paypal-order', { orderId });
    if (captured?.status !== 200) return;

    const feed = await step('feed', 'GET', FEED);
    if (feed?.status !== 200) return;
    const available = (JSON.parse(feed.body.toString()) as FeedRecord[]).filter(
      (record) => record.signedIn === 'Y' && record.onACall === 'N',
    );
    const advisor = available[Math.floor(Math.random() * available.length)];
    // Nobody free at this moment (the simulator moves them): the customer comes back next time.
    if (!advisor) return;
    const callSid = `CA${randomBytes(16).toString('hex')}`;
    const calls: [string, Record<string, string>][] = [
      ['/api/telephony/voice', { CallSid: callSid, From: customer.phone, To: '+18885548999' }],
      ['/api/telephony/extension', { CallSid: callSid, Digits: String(advisor.agentId) }],
      [
        '/api/telephony/dial-complete',
        { CallSid: callSid, DialCallStatus: 'completed', DialCallDuration: '61' },
      ],
    ];
    for (const [path, params] of calls) {
      const answer = await timed(stats, 'call', performance.now(), () => customer.twilio(path, params));
      if (!answer || answer.status >= 400) return;
    }
  }
}

function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}
