/**
 * A load test customer: signed up, confirmed and given a verified phone before it is measured, then sending
 * its journey's requests with its own cookies and Twilio's signed webhooks.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { DEV_TWILIO_AUTH_TOKEN } from '../../apps/server/src/env.ts';
import { type Answer, BROWSER_HEADERS, decoded, send } from './http.ts';

const PASSWORD = 'load-moonlight-42';

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
export class Customer {
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
