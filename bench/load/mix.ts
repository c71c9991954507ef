/**
 * The load test's traffic: visitors polling the status feed and opening pages, and customers buying and
 * calling, all sent to nginx on keep-alive connections. Open loop: every request has a time it is due,
 * set in advance and independent of earlier answers, and its latency counts from that time, so a server
 * (or a generator) that falls behind shows as latency instead of quietly lowering the rate.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { advisorSlug } from '@app/shared/rules/slug';
import { DEV_TWILIO_AUTH_TOKEN } from '../../apps/server/src/env.ts';

export const FEED = '/.netlify/functions/fetch-psychicstatus-json';
export const FEED_PERIOD_MS = 15_000;
/** A visitor opens a page every 45-75 s (about one a minute). */
const PAGE_PERIOD_MS = { min: 45_000, max: 75_000 };
/** Each customer starts a journey (sign in, buy, call) this often. */
export const JOURNEY_PERIOD_MS = 30_000;
/** Sign-in, three for the purchase, the feed, three webhooks for the call. */
export const JOURNEY_REQUESTS = 8;
const TIMEOUT_MS = 10_000;
const PASSWORD = 'load-moonlight-42';
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'user-agent': 'lumiere-load/1' };

export const KINDS = ['feed', 'page', 'profile', 'sign-in', 'purchase', 'call'] as const;
export type Kind = (typeof KINDS)[number];

export interface KindStats {
  /** Requests due in the window. */
  due: number;
  /** Milliseconds from due to the last byte, one per answered request. */
  latencies: number[];
  errors: number;
  /** 304 answers (a feed poll whose version the visitor already had). */
  notModified: number;
  /** Error counts by status or network error code, to say what failed. */
  errorKinds: Map<string, number>;
}

/** What one measuring window saw; a request is counted in the window it was due in. */
export class WindowStats {
  readonly byKind = new Map<Kind, KindStats>(
    KINDS.map((kind) => [kind, { due: 0, latencies: [], errors: 0, notModified: 0, errorKinds: new Map() }]),
  );
  inFlight = 0;

  kind(kind: Kind): KindStats {
    const stats = this.byKind.get(kind);
    if (!stats) throw new Error(`unknown kind ${kind}`);
    return stats;
  }

  /** Resolves when every request due in this window has been answered or has timed out. */
  async settled(): Promise<void> {
    while (this.inFlight > 0) await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/1.1 request on a keep-alive agent; the body is kept only when asked for (else drained). */
function send(
  agent: Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  keepBody = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (keepBody) chunks.push(chunk);
        });
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.once('error', reject);
    req.end(body);
  });
}

/** Counts a request in the window it is due in; any status under 400 (304 included) is a success. */
async function timed(
  stats: WindowStats,
  kind: Kind,
  dueAt: number,
  run: () => Promise<Answer>,
): Promise<Answer | undefined> {
  const counted = stats.kind(kind);
  counted.due++;
  stats.inFlight++;
  try {
    const answer = await run();
    counted.latencies.push(performance.now() - dueAt);
    if (answer.status === 304) counted.notModified++;
    if (answer.status >= 400) fail(counted, String(answer.status));
    return answer;
  } catch (error) {
    fail(counted, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
    return undefined;
  } finally {
    stats.inFlight--;
  }
}

function fail(stats: KindStats, why: string) {
  stats.errors++;
  stats.errorKinds.set(why, (stats.errorKinds.get(why) ?? 0) + 1);
}

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

/** A customer's browser asks for brotli or gzip like any other, and reads the JSON it gets. */
function decoded(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

interface OutboxEntry {
  to: string;
  channel: 'sms' | 'email';
  body: string;
}

/**
 * A signed-up customer with a verified phone and a cookie jar. Each one connects from its own loopback
 * address (127.0.0.x): nginx passes it on as the client's address, so the per-address limits (sign-in,
 * one-time codes) see one customer each, as they would from customers' own homes.
 */
class Customer {
  private readonly cookies = new Map<string, string>();

  private constructor(
    private readonly base: URL,
    readonly agent: Agent,
    readonly credentials: { email: string; password: string },
    readonly phone: string,
  ) {}

  static async create(base: URL, index: number): Promise<Customer> {
    const agent = new Agent({
      keepAlive: true,
      maxSockets: 2,
      localAddress: `127.0.0.${10 + (index % 240)}`,
    });
    const email = `load.${randomBytes(5).toString('hex')}@example.com`;
    const national = `514${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;
    const customer = new Customer(base, agent, { email, password: PASSWORD }, `+1${national}`);
    const expect = async (what: string, answer: Promise<Answer>, status = 200) => {
      const got = await answer;
      if (got.status !== status)
        throw new Error(`${what}: ${got.status} ${got.body.toString().slice(0, 200)}`);
      return got;
    };
    await expect(
      'sign-up',
      customer.send('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Load' }),
    );
    const link = (await customer.lastMessage(email, 'email')).match(
      /https?:\/\/\S+\/api\/auth\/verify-email\S*/,
    )?.[0];
    if (!link) throw new Error('no confirmation link');
    const { pathname, search } = new URL(link);
    await expect('confirmation', customer.send('GET', pathname + search), 302);
    await expect('sign-in', customer.send('POST', '/api/auth/sign-in/email', customer.credentials));
    await expect(
      'request-otp',
      customer.send('POST', '/.netlify/functions/request-otp', { phone: national }),
    );
    const code = (await customer.lastMessage(customer.phone, 'sms')).match(/\b\d{6}\b/)?.[0];
    await expect(
      'verify-otp',
      customer.send('POST', '/.netlify/functions/verify-otp', { phone: national, code }),
    );
    await expect('add-phone', customer.send('POST', '/.netlify/functions/add-phone', { phone: national }));
    return customer;
  }

  async send(
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const answer = await send(
      this.agent,
      this.base,
      method,
      path,
      {
        ...BROWSER_HEADERS,
        origin: this.base.origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      body ? JSON.stringify(body) : method === 'POST' ? '' : undefined,
      true,
    );
    const setCookie = answer.headers['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const split = pair?.indexOf('=') ?? -1;
      if (pair && split > 0) this.cookies.set(pair.slice(0, split), pair.slice(split + 1));
    }
    return { ...answer, body: decoded(answer) };
  }

  /** Twilio's webhook, signed for the public (nginx) address as Twilio signs it. */
  twilio(path: string, params: Record<string, string>): Promise<Answer> {
    const payload = Object.keys(params)
      .sort()
      .reduce((text, key) => text + key + params[key], `${this.base.origin}${path}`);
    return send(
      this.agent,
      this.base,
      'POST',
      path,
      {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': createHmac('sha1', DEV_TWILIO_AUTH_TOKEN).update(payload).digest('base64'),
      },
      new URLSearchParams(params).toString(),
      true,
    );
  }

  private async lastMessage(to: string, channel: OutboxEntry['channel']): Promise<string> {
    const answer = await send(this.agent, this.base, 'GET', '/api/dev/outbox', {}, undefined, true);
    const entries = JSON.parse(answer.body.toString()) as OutboxEntry[];
    const found = entries.find(
      (entry) => entry.to.toLowerCase() === to.toLowerCase() && entry.channel === channel,
    );
    if (!found) throw new Error(`no ${channel} to ${to}`);
    return found.body;
  }
}
