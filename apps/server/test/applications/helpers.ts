import { randomBytes, randomUUID } from 'node:crypto';
import {
  advisorApplicationMedia,
  advisorApplications,
  applicationPhoneCodes,
  messageJobs,
} from '@app/db/schema';
import type { ApplicationStatus } from '@app/shared/schemas/applications';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { signFormToken } from '../../src/modules/applications/form-token.ts';
import { type TestAppOptions, testConfig, useTestApp } from '../helpers/build-test-app.ts';
import { lastMessageTo, ORIGIN } from '../helpers/customers.ts';
import { wav } from '../helpers/media.ts';

export type Language = 'en' | 'fr';

export interface Sender {
  language?: Language;
  /** The client's address (each test its own, so the per-address limits of one never touch another's). */
  address?: string;
}

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** A real small photo (made with sharp) and a real short voice sample (PCM WAV, one second). */
export async function sampleFiles() {
  const jpeg = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#7a4fb0' } })
    .jpeg()
    .toBuffer();
  return {
    jpeg,
    wav: wav(1),
    photo: { type: 'image/jpeg', data: base64(jpeg) },
    voice: { type: 'audio/wav', data: base64(wav(1)) },
  };
}

/** The test app and the applicant's steps, each through the real routes. */
export function useApplications(options: TestAppOptions = {}) {
  const t = useTestApp({}, options);
  const secret = testConfig().authSecret;
  let numbers = 0;
  let addresses = 0;

  /** A new dialable Montréal number, as typed (10 digits), and as stored (E.164). */
  const newPhone = () => {
    numbers += 1;
    const typed = `514${String(2_000_000 + numbers * 37 + Math.floor(Math.random() * 30)).padStart(7, '0')}`;
    return { typed, e164: `+1${typed}` };
  };
  const newEmail = () => `applicant-${randomUUID().slice(0, 8)}@Example.com`;
  const newAddress = () => {
    addresses += 1;
    return `198.51.100.${addresses}`;
  };

  /** A form token issued `ageMs` ago (the clock of the test, not a wait). */
  const formToken = (ageMs = 60_000) => signFormToken(secret, new Date(Date.now() - ageMs));

  const send = (method: 'GET' | 'POST', url: string, payload: object | undefined, sender: Sender = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: sender.address ?? '192.0.2.1',
      headers: { origin: ORIGIN, 'accept-language': sender.language ?? 'en' },
    });

  const start = async (sender: Sender = {}) => {
    const res = await send('GET', '/api/applications/start', undefined, sender);
    return res.json().formToken as string;
  };

  const requestCode = (phone: string, sender: Sender = {}, token = formToken()) =>
    send('POST', '/api/applications/phone-code', { formToken: token, phone }, sender);

  const verify = (phone: string, code: string, sender: Sender = {}, token = formToken()) =>
    send('POST', '/api/applications/phone-code/verify', { formToken: token, phone, code }, sender);

  /** The code of the last text to the number (read from the dev outbox). */
  const textedCode = async (e164: string) => {
    const text = await lastMessageTo(t.app, e164, 'sms');
    const code = /\b(\d{6})\b/.exec(text.body)?.[1];
    if (!code) throw new Error(`no code in ${text.body}`);
    return { code, text };
  };

  /** Asks for a code for the number (E.164) and verifies it, as the applicant does. */
  const verifyNumber = async (e164: string, sender: Sender = {}) => {
    const typed = e164.slice(2);
    const asked = await requestCode(typed, sender);
    if (asked.statusCode !== 204) throw new Error(`phone-code answered ${asked.statusCode} ${asked.body}`);
    const { code } = await textedCode(e164);
    const verified = await verify(typed, code, sender);
    if (verified.statusCode !== 204)
      throw new Error(`verify answered ${verified.statusCode} ${verified.body}`);
    return { typed, e164 };
  };

  /** A new number whose code was asked for and verified, ready for an application. */
  const verifiedPhone = (sender: Sender = {}) => verifyNumber(newPhone().e164, sender);

  /** A complete application body, its form token a minute old. */
  const body = async (overrides: Record<string, unknown> = {}) => {
    const files = await sampleFiles();
    return {
      formToken: formToken(),
      website: '',
      name: 'Amélie Tremblay',
      email: newEmail(),
      phone: newPhone().typed,
      province: 'QC',
      languages: ['fr', 'en'],
      specialties: ['tarot', 'astrology'],
      styles: ['compassionate', 'intuitive'],
      experience: 'Fifteen years of tarot readings, at fairs and for a circle of regular clients.',
      availability: { mon: ['evening'], sat: ['morning', 'afternoon'] },
      presentation:
        'I read the tarot with care and honesty. My clients come back for clear answers about love, work and the choices in front of them.',
      photo: files.photo,
      voice: files.voice,
      ofAge: true,
      consent: true,
      ...overrides,
    };
  };

  const submit = (payload: object, sender: Sender = {}) => send('POST', '/api/applications', payload, sender);
  const withdraw = (token: string, sender: Sender = {}) =>
    send('POST', '/api/applications/withdraw', { token }, sender);

  /** The applications stored with this e-mail (lower-cased, as stored). */
  const applicationsOf = (email: string) =>
    t.db.select().from(advisorApplications).where(eq(advisorApplications.email, email.toLowerCase()));
  const mediaOf = (applicationId: string) =>
    t.db
      .select()
      .from(advisorApplicationMedia)
      .where(eq(advisorApplicationMedia.applicationId, applicationId));
  const codesOf = (e164: string) =>
    t.db.select().from(applicationPhoneCodes).where(eq(applicationPhoneCodes.phone, e164));
  const jobsTo = (to: string) => t.db.select().from(messageJobs).where(eq(messageJobs.to, to.toLowerCase()));

  /** An earlier application, written straight to the table (a decision staff made). */
  const earlier = async (values: {
    email: string;
    phone: string;
    status: ApplicationStatus;
    decidedAt?: Date | null;
  }) => {
    const [row] = await t.db
      .insert(advisorApplications)
      .values({
        name: 'Earlier Applicant',
        email: values.email.toLowerCase(),
        phone: values.phone,
        province: 'ON',
        language: 'en',
        languages: ['en'],
        specialties: ['tarot'],
        styles: ['direct'],
        experience: 'Some years of readings.',
        availability: { fri: ['evening'] },
        presentation: 'An earlier presentation.',
        confirmedAt: new Date(Date.now() - 400 * 24 * 60 * 60_000),
        withdrawToken: randomBytes(24).toString('base64url'),
        status: values.status,
        decidedAt: values.decidedAt ?? null,
      })
      .returning();
    return row!;
  };

  return {
    t,
    secret,
    newPhone,
    newEmail,
    newAddress,
    formToken,
    send,
    start,
    requestCode,
    verify,
    textedCode,
    verifyNumber,
    verifiedPhone,
    body,
    submit,
    withdraw,
    applicationsOf,
    mediaOf,
    codesOf,
    jobsTo,
    earlier,
  };
}

/** `months` calendar months before now. */
export function monthsAgo(months: number): Date {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}
