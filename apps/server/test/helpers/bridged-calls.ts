import type { AppDb } from '@app/db/client';
import { advisorHolds, advisors, callSessions } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/env.ts';
import { giveVerifiedLine, newCallSid } from './payments.ts';
import { type PhoneLineApp, usePhoneLine } from './phone-line.ts';
import { grantMinutes, insertCustomer } from './staff.ts';

export const OUR_NUMBER = '+18885548999';

export interface TwilioLogEntry {
  op: string;
  callSid: string;
  conferenceSid?: string;
  to?: string;
  url?: string;
  twiml?: string;
}

/** What bridgedCalls drives: an app (read on each call), its database and the line's signed webhooks. */
export interface BridgedCallsApp {
  t: { readonly app: FastifyInstance };
  db: AppDb;
  line: PhoneLineApp['line'];
}

/**
 * Calls bridged in a conference (CALL_BRIDGE=conference) driven through the signed webhooks and the
 * emulated Calls API: the caller, the advisor's leg, the emulator's clock, and the reserve after a cap.
 */
export function bridgedCalls(app: () => BridgedCallsApp) {
  const sessionOf = async (callSid: string) =>
    (await app().db.select().from(callSessions).where(eq(callSessions.callSid, callSid)))[0];

  const advisorRow = async (agentId: number) =>
    (await app().db.select().from(advisors).where(eq(advisors.agentId, agentId)))[0];

  const emulator = {
    async log(): Promise<TwilioLogEntry[]> {
      return (await app().t.app.inject({ method: 'GET', url: '/dev/twilio/log' })).json() as TwilioLogEntry[];
    },
    async status(legSid: string, status: string, extra: Record<string, unknown> = {}) {
      const res = await app().t.app.inject({
        method: 'POST',
        url: `/dev/twilio/calls/${legSid}/status`,
        payload: { status, ...extra },
      });
      expect(res.statusCode).toBe(200);
    },
    async advance(seconds: number) {
      const res = await app().t.app.inject({
        method: 'POST',
        url: '/dev/twilio/advance',
        payload: { seconds },
      });
      expect(res.statusCode).toBe(200);
    },
  };

  async function caller(minutes: number, language: 'en' | 'fr' = 'en') {
    const { db } = app();
    const id = await insertCustomer(db, { name: 'Chloé Bouchard', language });
    await grantMinutes(db, id, minutes);
    return { id, from: await giveVerifiedLine(db, id) };
  }

  /** A call that reaches advisor `agentId`: the caller waits in the conference, the advisor's leg rings. */
  async function bridged(from: string, agentId: number, language: 'en' | 'fr' = 'en') {
    const { line } = app();
    const callSid = newCallSid();
    const voice = await line.post('/api/telephony/voice', { CallSid: callSid, From: from, To: OUR_NUMBER });
    expect(voice.statusCode).toBe(200);
    const path = language === 'fr' ? '/api/telephony/extension?lang=fr' : '/api/telephony/extension';
    const dialed = await line.post(path, { CallSid: callSid, Digits: String(agentId), To: OUR_NUMBER });
    expect(dialed.statusCode).toBe(200);
    const session = await sessionOf(callSid);
    expect(session?.advisorLegSid).toBeTruthy();
    return { callSid, twiml: dialed.body, legSid: session?.advisorLegSid ?? '' };
  }

  function timersOf() {
    const timers = app().t.app.callTimers;
    if (!timers) throw new Error('call timers are off');
    return timers;
  }

  /** A call of `minutes` to `agentId` talked up to its cap, not yet settled: the cap's timer is due. */
  async function callAtItsCap(agentId: number, minutes: number, language: 'en' | 'fr' = 'en') {
    const c = await caller(minutes, language);
    const { callSid, legSid } = await bridged(c.from, agentId, language);
    await emulator.status(legSid, 'in-progress');
    await emulator.advance(minutes * 60);
    const capAt = (await sessionOf(callSid))?.capAt ?? new Date();
    return { ...c, callSid, legSid, capAt, timers: timersOf() };
  }

  /** A call of `minutes` to `agentId` that runs to its cap: the goodbye, then the advisor held. */
  async function cappedCall(agentId: number, minutes: number, language: 'en' | 'fr' = 'en') {
    const call = await callAtItsCap(agentId, minutes, language);
    expect(await call.timers.run(call.capAt)).toMatchObject({ capped: 1 });
    const [hold] = await app().db.select().from(advisorHolds).where(eq(advisorHolds.callSid, call.callSid));
    if (!hold) throw new Error('no hold');
    return { ...call, hold };
  }

  return { emulator, caller, bridged, callAtItsCap, cappedCall, sessionOf, advisorRow, timersOf };
}

/** A file of bridged calls: usePhoneLine's app (with `overrides`) and bridgedCalls over it, named once. */
export function useBridgedCalls(overrides: Partial<AppConfig>) {
  const { t, line } = usePhoneLine(overrides);
  return { t, line, ...bridgedCalls(() => ({ t, db: t.db, line })) };
}
