import type { AppDb } from '@app/db/client';
import { formatAmount } from '@app/shared/rules/money';
import type { FastifyInstance } from 'fastify';
import { createGigadatEmulator, GIGADAT_EMULATOR_PREFIX } from './emulators/gigadat-emulator.ts';
import { injectFetch } from './inject-fetch.ts';

/**
 * Gigadat Interac (CPI): a payment token for a transaction, the customer's web flow page, and the
 * transaction status. HTTP Basic with the campaign's access and security tokens. The base URL is
 * Gigadat's, or our emulator (/dev/gigadat) — the code is the same.
 */
export interface GigadatConfig {
  baseUrl: string;
  campaignId: string;
  accessToken: string;
  securityToken: string;
}

export interface GigadatPaymentInput {
  transactionId: string;
  userId: string;
  name: string;
  email: string;
  mobile: string;
  site: string;
  userIp: string;
  amountCents: number;
}

/** One Interac e-Transfer out: our payout item's id is the transaction id. */
export interface GigadatPayoutInput {
  transactionId: string;
  userId: string;
  name: string;
  /** An e-mail address or a mobile number (E.164). */
  destination: string;
  amountCents: number;
}

export class GigadatError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GigadatError';
  }
}

export const GIGADAT_STATUSES = [
  'STATUS_INITED',
  'STATUS_PENDING',
  'STATUS_SUCCESS',
  'STATUS_REJECTED',
  'STATUS_REJECTED1',
  'STATUS_EXPIRED',
  'STATUS_ABORTED1',
  'STATUS_FAILED',
] as const;

export function createGigadatClient(config: GigadatConfig, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${config.accessToken}:${config.securityToken}`).toString('base64')}`;

  return {
    async createPaymentUrl(input: GigadatPaymentInput): Promise<string> {
      const res = await fetchImpl(
        `${config.baseUrl}/api/payment-token/${encodeURIComponent(config.campaignId)}`,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            userId: input.userId,
            transactionId: input.transactionId,
            name: input.name,
            email: input.email,
            mobile: input.mobile,
            site: input.site,
            userIp: input.userIp,
            currency: 'CAD',
            language: 'en',
            amount: Number(formatAmount(input.amountCents)),
            type: 'CPI',
            hosted: true,
          }),
          signal: AbortSignal.timeout(15_000),
        },
      );
      if (!res.ok) throw new GigadatError(`Gigadat payment-token answered ${res.status}`, res.status);
      const body = (await res.json()) as { token?: unknown; data?: { token?: unknown } };
      const token = body.token ?? body.data?.token;
      if (typeof token !== 'string') throw new GigadatError('Gigadat answered without a token', res.status);
      return `${config.baseUrl}/webflow?transaction=${encodeURIComponent(input.transactionId)}&token=${encodeURIComponent(token)}`;
    },

    /**
     * Gigadat's refund of a successful CPI transaction, whole or in part, sent back to the payer by
     * Interac e-Transfer. `refundId` is our refund's id and Gigadat's key for it: the same key again
     * answers the first refund instead of paying twice.
     */
    async refundTransaction(
      transactionId: string,
      input: { refundId: string; amountCents: number },
    ): Promise<{ providerRefundId: string; status: string }> {
      const res = await fetchImpl(
        `${config.baseUrl}/api/transactions/${encodeURIComponent(transactionId)}/refund`,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            refundId: input.refundId,
            amount: Number(formatAmount(input.amountCents)),
            currency: 'CAD',
          }),
          signal: AbortSignal.timeout(15_000),
        },
      );
      const body = (await res.json().catch(() => ({}))) as {
        status?: unknown;
        message?: unknown;
        gigadatRefundId?: unknown;
      };
      if (!res.ok) {
        const reason = typeof body.message === 'string' ? `: ${body.message}` : '';
        throw new GigadatError(`Gigadat refund answered ${res.status}${reason}`, res.status);
      }
      return {
        providerRefundId: typeof body.gigadatRefundId === 'string' ? body.gigadatRefundId : input.refundId,
        status: typeof body.status === 'string' ? body.status : '',
      };
    },

    /**
     * Interac e-Transfer out (a payout) of one item. ASSUMED SHAPE, to check against Gigadat's merchant
     * documentation before going live (we found no public reference): POST /api/payouts/{campaignId} with
     * { transactionId, userId, name, email | mobile, amount (dollars), currency 'CAD', type 'ETO' },
     * answered { transactionId, status }; `transactionId` is our payout item's id and Gigadat's key for it,
     * so sending the same item again answers the first transfer instead of paying twice.
     */
    async sendPayout(input: GigadatPayoutInput): Promise<{ status: string }> {
      const res = await fetchImpl(`${config.baseUrl}/api/payouts/${encodeURIComponent(config.campaignId)}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          transactionId: input.transactionId,
          userId: input.userId,
          name: input.name,
          ...(input.destination.includes('@') ? { email: input.destination } : { mobile: input.destination }),
          amount: Number(formatAmount(input.amountCents)),
          currency: 'CAD',
          type: 'ETO',
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { status?: unknown; message?: unknown };
      if (!res.ok) {
        const reason = typeof body.message === 'string' ? `: ${body.message}` : '';
        throw new GigadatError(`Gigadat payout answered ${res.status}${reason}`, res.status);
      }
      return { status: typeof body.status === 'string' ? body.status : '' };
    },

    /**
     * A payout's status (assumed, as above: GET /api/payouts/{transactionId} answering { status, reason }):
     * STATUS_PENDING, STATUS_SUCCESS (deposited), STATUS_FAILED, STATUS_REJECTED, STATUS_RETURNED (declined
     * by the recipient), STATUS_EXPIRED (never claimed). 404: Gigadat never received it.
     */
    async getPayout(transactionId: string): Promise<{ status: string; reason: string | null } | null> {
      const res = await fetchImpl(`${config.baseUrl}/api/payouts/${encodeURIComponent(transactionId)}`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new GigadatError(`Gigadat payout lookup answered ${res.status}`, res.status);
      const body = (await res.json()) as { status?: unknown; reason?: unknown };
      return {
        status: typeof body.status === 'string' ? body.status : '',
        reason: typeof body.reason === 'string' ? body.reason : null,
      };
    },

    async getTransaction(transactionId: string): Promise<{ status: string; amountCents: number | null }> {
      const res = await fetchImpl(`${config.baseUrl}/api/transactions/${encodeURIComponent(transactionId)}`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new GigadatError(`Gigadat transaction lookup answered ${res.status}`, res.status);
      const body = (await res.json()) as { status?: unknown; amount?: unknown };
      const amount = typeof body.amount === 'number' ? Math.round(body.amount * 100) : null;
      return { status: typeof body.status === 'string' ? body.status : '', amountCents: amount };
    },
  };
}

export type GigadatClient = ReturnType<typeof createGigadatClient>;

/**
 * The Gigadat client the app uses: Gigadat itself, or with `mode: 'emulator'` (the demo) the emulator
 * mounted at /dev/gigadat, reached in-process, whose postbacks reach the app where Gigadat would post
 * them. Undefined when Interac is not configured.
 */
export async function connectGigadat(
  app: FastifyInstance,
  config: (GigadatConfig & { mode: 'live' | 'emulator' }) | undefined,
  site: { db: AppDb; publicUrl: string },
): Promise<GigadatClient | undefined> {
  if (!config) return undefined;
  if (config.mode === 'live') return createGigadatClient(config, fetch);
  const emulator = createGigadatEmulator({
    db: site.db,
    credentials: `${config.accessToken}:${config.securityToken}`,
    postbackUrl: `${site.publicUrl}/api/webhooks/gigadat`,
    deliver: (url, init) => injectFetch(app, site.publicUrl)(url, init),
  });
  await app.register(emulator.plugin, { prefix: GIGADAT_EMULATOR_PREFIX });
  return createGigadatClient(config, injectFetch(app, site.publicUrl));
}
