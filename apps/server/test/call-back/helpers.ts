import { callBackPlaces, messageJobs } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { useBridgedCalls } from '../helpers/bridged-calls.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { giveVerifiedLine } from '../helpers/payments.ts';
import { grantMinutes } from '../helpers/staff.ts';

/**
 * The call-back line's tests: the app bridging calls in a conference with the emulated Calls API, a
 * busy advisor (a customer talking to them), signed-in customers with a verified line and minutes.
 */
export function useCallBackLine() {
  const bridgedCalls = useBridgedCalls({ callBridge: 'conference' });
  const { t, caller, bridged, emulator } = bridgedCalls;

  /** Advisor `agentId` on a call with another customer, the advisor's leg answered. */
  async function busy(agentId: number, minutes = 10) {
    const c = await caller(minutes);
    const call = await bridged(c.from, agentId);
    await emulator.status(call.legSid, 'in-progress');
    return { ...c, ...call };
  }

  /** A signed-in customer with `minutes` and (unless `phone: false`) a verified line. */
  async function customer(minutes = 10, options: { phone?: boolean } = {}) {
    const who = await signedInCustomer(t.app);
    if (minutes > 0) await grantMinutes(t.db, who.id, minutes);
    const phone = options.phone === false ? undefined : await giveVerifiedLine(t.db, who.id);
    return { ...who, phone };
  }

  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who?: { cookie: string },
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, 'accept-language': language, ...(who ? { cookie: who.cookie } : {}) },
    });

  const join = (agentId: number, who?: { cookie: string }, language = 'en') =>
    request('POST', `/api/advisors/${agentId}/line`, who, language);

  const placesOf = (agentId: number) =>
    t.db
      .select()
      .from(callBackPlaces)
      .where(eq(callBackPlaces.agentId, agentId))
      .orderBy(callBackPlaces.joinedAt);

  /** The texts queued to `to`. */
  const textsTo = async (to: string) =>
    (await t.db.select().from(messageJobs).where(eq(messageJobs.to, to))).filter((m) => m.channel === 'sms');

  /** The outbound calls the emulator placed. */
  const outbound = async () => (await emulator.log()).filter((entry) => entry.op === 'call.create');

  const answer = async (callSid: string, answeredBy = 'human') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/dev/twilio/calls/${callSid}/answer`,
      payload: { answeredBy },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { twiml: string }).twiml;
  };

  return { ...bridgedCalls, busy, customer, request, join, placesOf, textsTo, outbound, answer };
}
