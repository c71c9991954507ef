import { Writable } from 'node:stream';
import { advisors, payoutProfileChanges, payoutProfiles } from '@app/db/schema';
import { payoutProfileChangeSchema } from '@app/shared/schemas/payout-profile';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, readOutbox } from '../helpers/customers.ts';
import { lateLogin } from '../helpers/staff.ts';

export const SIN = '130692544';
export const BIRTH_DATE = '1980-04-30';
/** Every form a SIN may travel in: typed with spaces, as digits. */
const SECRETS = [SIN, '130 692 544', BIRTH_DATE];

export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  method: 'interac',
  destination: '514 555 0199',
  legalName: 'Amélie Rousseau',
  addressLine1: '123 rue Example',
  addressLine2: '',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x1y4',
  tinKind: 'sin',
  tin: '130 692 544',
  birthDate: BIRTH_DATE,
  gstHstNumber: '',
  qstNumber: '',
  ...overrides,
});

export const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

/**
 * A test app for the payout profile routes, with the given advisors and an admin and a support login
 * signed in. It keeps every answer's body (but the admin's reveal) and every log line, so a file can
 * check at its end that none held the SIN or the birth date.
 */
export function usePayoutProfileApp(agentIds: readonly number[]) {
  const logLines: string[] = [];
  const bodies: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const t = useTestApp({}, { logger: createLogger({ logLevel: 'trace', nodeEnv: 'test' }, sink) });
  const logins: Record<number, SignedInLogin> = {};
  const staff: { admin?: SignedInLogin; support?: SignedInLogin } = {};
  beforeAll(async () => {
    for (const agentId of agentIds) logins[agentId] = await signedInAdvisor(t.app, t.db, agentId);
    staff.admin = await signedInStaff(t.app, t.db, 'admin');
    staff.support = await signedInStaff(t.app, t.db, 'support');
  }, 60_000);

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
    language: 'en' | 'fr' = 'en',
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
    if (!url.endsWith('/reveal')) bodies.push(res.body);
    return res;
  };
  const as = (agentId: number) => (logins[agentId] as SignedInLogin).cookie;
  const forwardingNumber = async (agentId: number) => {
    const [row] = await t.db.select().from(advisors).where(eq(advisors.agentId, agentId));
    return row?.phoneNumber as string;
  };
  const storedProfile = async (agentId: number) => {
    const [row] = await t.db.select().from(payoutProfiles).where(eq(payoutProfiles.agentId, agentId));
    return row;
  };
  const changesOf = (agentId: number) =>
    t.db.select().from(payoutProfileChanges).where(eq(payoutProfileChanges.agentId, agentId));
  /** The code of the newest payout text to the advisor's forwarding number (the dev outbox). */
  const codeSentTo = async (agentId: number) => {
    const phone = await forwardingNumber(agentId);
    const text = (await readOutbox(t.app)).find(
      (entry) => entry.channel === 'sms' && entry.to === phone && entry.body.includes('is your code'),
    );
    const code = text?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no payout code texted to ${phone}`);
    return code;
  };
  const requestChange = async (agentId: number, overrides: Record<string, unknown> = {}) => {
    const res = await send(
      'POST',
      '/api/advisor/payout-profile/changes',
      as(agentId),
      profileBody(overrides),
    );
    expect(res.statusCode, res.body).toBe(200);
    return payoutProfileChangeSchema.parse(res.json());
  };
  const confirm = (agentId: number, changeId: string, code: string) =>
    send('POST', `/api/advisor/payout-profile/changes/${changeId}/confirm`, as(agentId), { code });

  /** No answer (but the reveal) and no log line held a secret, out of at least `minimum` of each. */
  const expectNoSecretLeaked = (minimum: number) => {
    expect(bodies.length).toBeGreaterThan(minimum);
    for (const secret of SECRETS) {
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
    expect(logLines.length).toBeGreaterThan(minimum);
  };

  return {
    t,
    admin: lateLogin(() => staff.admin),
    support: lateLogin(() => staff.support),
    logins,
    send,
    as,
    forwardingNumber,
    storedProfile,
    changesOf,
    codeSentTo,
    requestChange,
    confirm,
    expectNoSecretLeaked,
  };
}
