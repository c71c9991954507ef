import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../src/env.ts';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN } from '../helpers/customers.ts';

/**
 * Upload limits count per login and per address (one count for the photo and voice routes together).
 * The uploads here are empty (400 EMPTY_UPLOAD): they are counted before a byte is read, like any other.
 */
describe('upload limits, per login and per address', () => {
  let testApp: TestApp;
  let first: SignedInLogin;
  let second: SignedInLogin;
  let third: SignedInLogin;
  let fourth: SignedInLogin;
  let admin: SignedInLogin;
  let addressCounter = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ trustProxy: true });
    const { app, database } = testApp;
    first = await signedInAdvisor(app, database.db, 1001);
    second = await signedInAdvisor(app, database.db, 1002);
    third = await signedInAdvisor(app, database.db, 1003);
    fourth = await signedInAdvisor(app, database.db, 1004);
    admin = await signedInStaff(app, database.db, 'admin');
  });
  afterAll(() => testApp.close());

  const newAddress = () => {
    addressCounter += 1;
    return `10.44.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  };
  const upload = (login: SignedInLogin, url: string, address: string, language?: string) =>
    testApp.app.inject({
      method: 'PUT',
      url,
      headers: {
        origin: ORIGIN,
        cookie: login.cookie,
        'x-forwarded-for': address,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  const own = (login: SignedInLogin, agentId: number, kind: 'photo' | 'voice') => (address: string) =>
    upload(login, `/api/advisor/${agentId}/${kind}`, address);

  it('one login gets 30 uploads in all, photo and voice together, from any number of addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_LIMITS.perLogin; i += 1) {
      const kind = i % 2 === 0 ? 'photo' : 'voice';
      statuses.push((await own(first, 1001, kind)(newAddress())).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const refused = await own(first, 1001, 'photo')(newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 10 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    const french = await upload(first, '/api/advisor/1001/voice', newAddress(), 'fr-CA');
    expect(french.json().error.message).toBe('Trop de demandes. Veuillez réessayer dans 10\u00a0minutes.');
  });

  it('advisors behind one office address do not use up each other’s uploads, up to the address’s own limit', async () => {
    const office = newAddress();
    const statuses = async (login: SignedInLogin, agentId: number, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i += 1) seen.push((await own(login, agentId, 'photo')(office)).statusCode);
      return [...new Set(seen)];
    };
    expect(await statuses(second, 1002, UPLOAD_LIMITS.perLogin)).toEqual([400]);
    expect((await own(second, 1002, 'photo')(office)).statusCode).toBe(429);
    // Colleagues at the same address still have theirs, until the address has sent its 60 in all.
    const rest = UPLOAD_LIMITS.perAddress - UPLOAD_LIMITS.perLogin;
    expect(await statuses(third, 1003, rest - 10)).toEqual([400]);
    expect(await statuses(fourth, 1004, 10)).toEqual([400]);
    const full = await own(fourth, 1004, 'voice')(office);
    expect(full.statusCode).toBe(429);
    expect(full.json().error.code).toBe('RATE_LIMITED');
    // Elsewhere, that colleague's own count goes on: the address's refusal took none of it.
    const elsewhere = newAddress();
    const rest4: number[] = [];
    for (let i = 0; i < UPLOAD_LIMITS.perLogin - 10; i += 1) {
      rest4.push((await own(fourth, 1004, 'voice')(elsewhere)).statusCode);
    }
    expect([...new Set(rest4)]).toEqual([400]);
    expect((await own(fourth, 1004, 'voice')(elsewhere)).statusCode).toBe(429);
  });

  it("staff uploads are counted per staff login too, and a visitor's request counts for no one", async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const visitor = await testApp.app.inject({
        method: 'PUT',
        url: '/api/advisor/1005/photo',
        headers: { origin: ORIGIN, 'x-forwarded-for': address },
      });
      expect(visitor.statusCode).toBe(401);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOAD_LIMITS.perLogin; i += 1) {
      statuses.push((await upload(admin, '/api/staff/advisors/1005/photo', newAddress())).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
