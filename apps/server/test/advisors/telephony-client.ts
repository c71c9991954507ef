import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TelephonyStatusBody } from '../../src/modules/advisor-status/routes.ts';
import { signTelephonyRequest } from '../../src/modules/advisor-status/signature.ts';

export const WEBHOOK_SECRET = 'integration-telephony-secret';
export const FEED = '/.netlify/functions/fetch-psychicstatus-json';

export const webhookUrl = (agentId: number | string) => `/api/telephony/agents/${agentId}/status`;

export type StatusPayload = TelephonyStatusBody;

export const busyFor = (availTime: number, availTimeStr: string): StatusPayload => ({
  signedIn: true,
  onACall: true,
  bridged: true,
  isICCall: false,
  availTime,
  availTimeStr,
});

export const AVAILABLE: StatusPayload = {
  signedIn: true,
  onACall: false,
  bridged: false,
  isICCall: false,
  availTime: 0,
  availTimeStr: '',
};

/** Unix seconds now, the way the telephony platform stamps a request. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What the platform signs for a status push to this advisor's URL. */
export const signStatus = (
  agentId: number | string,
  timestamp: number | string,
  body: string,
  secret: string = WEBHOOK_SECRET,
) => signTelephonyRequest(secret, { timestamp, method: 'POST', url: webhookUrl(agentId), body });

/**
 * Posts a body exactly as given (a string is sent byte for byte) with X-Telephony-Timestamp (now unless
 * given; null leaves the header out) and an X-Signature over "<timestamp>.POST <url>\n<body>" unless
 * one is supplied.
 */
export function postStatus(
  app: FastifyInstance,
  agentId: number | string,
  body: unknown,
  options: { signature?: string | null; secret?: string; timestamp?: number | string | null } = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp === undefined ? nowSeconds() : options.timestamp;
  const signature =
    options.signature === undefined
      ? signStatus(agentId, timestamp ?? '', raw, options.secret)
      : options.signature;
  return app.inject({
    method: 'POST',
    url: webhookUrl(agentId),
    headers: {
      'content-type': 'application/json',
      ...(timestamp === null ? {} : { 'x-telephony-timestamp': String(timestamp) }),
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload: raw,
  });
}

export interface FeedRecord {
  agentId: number;
  signedIn: string;
  onACall: string;
  bridged: string;
  isICCall: string;
  availTime: number;
  availTimeStr: string;
}

export async function feedRecord(app: FastifyInstance, agentId: number): Promise<FeedRecord | undefined> {
  const res = await app.inject({ method: 'GET', url: FEED });
  return res.json<FeedRecord[]>().find((record) => record.agentId === agentId);
}
