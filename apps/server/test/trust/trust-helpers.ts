import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { creditUsage } from '@app/db/schema';
import type { FastifyInstance } from 'fastify';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';

/** A billed call written as settlement writes it (the usage row; the ledger is not what these tests read). */
export async function insertCall(
  db: AppDb,
  input: { customerId: string; agentId: number; minutes: number; endedAgoMs?: number; seconds?: number },
): Promise<string> {
  const end = new Date(Date.now() - (input.endedAgoMs ?? 60_000));
  const seconds = input.seconds ?? input.minutes * 60;
  const [row] = await db
    .insert(creditUsage)
    .values({
      customerId: input.customerId,
      callSid: `CA${randomUUID().replace(/-/g, '')}`,
      advisorAgentId: input.agentId,
      callStart: new Date(end.getTime() - seconds * 1000),
      callEnd: end,
      minutesUsed: input.minutes,
      durationSeconds: seconds,
    })
    .returning({ id: creditUsage.id });
  if (!row) throw new Error('no usage row');
  return row.id;
}

/** Requests as a browser of the site sends them (same origin, the session cookie). */
export function asCustomer(app: FastifyInstance, cookie: string, language: 'en' | 'fr' = 'en') {
  const headers = { origin: ORIGIN, cookie, 'accept-language': language === 'fr' ? 'fr-CA' : 'en-CA' };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload }),
    patch: (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers, payload }),
    put: (url: string, payload?: object) =>
      app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers }),
  };
}

/** A new signed-in customer with `api`, their requests as the site sends them. */
export async function customerWithApi(app: FastifyInstance) {
  const signed = await signedInCustomer(app);
  return { ...signed, api: asCustomer(app, signed.cookie) };
}

export const DAY_MS = 24 * 60 * 60_000;
