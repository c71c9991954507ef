import { advisorApplications, applicationPhoneCodes } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { formatLongDateIn } from '@app/shared/rules/language';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FORM_MIN_AGE_MS } from '../../src/modules/applications/form-token.ts';
import { reapplyFrom } from '../../src/modules/applications/reapply.ts';
import { lastMessageTo, ORIGIN } from '../helpers/customers.ts';
import { solidImage, wav } from '../helpers/media.ts';
import { monthsAgo, sampleFiles, useApplications } from './helpers.ts';
import { oggOpus, webm } from './samples.ts';

/**
 * Applying to become an advisor (issue 43), the applicant's side through the real app: the form token,
 * the texted code, the application with its photo and voice sample, the confirmation e-mail and the
 * withdraw link; each bad input refused in the page's language with nothing stored; applying again.
 */
const a = useApplications();
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('a full application', () => {
  it('goes from the form to the stored application, its files and the e-mail in the page language', async () => {
    const sender = { language: 'fr' as const, address: a.newAddress() };
    const startedAt = Date.now();
    const started = await a.send('GET', '/api/applications/start', undefined, sender);
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const { formToken } = started.json() as { formToken: string };

    const phone = a.newPhone();
    expect((await a.requestCode(phone.typed, sender, formToken)).statusCode).toBe(204);
    const { code, text } = await a.textedCode(phone.e164);
    expect(text.body).toBe(
      `Lumière Psychics\u00a0: votre code pour poser votre candidature est ${code}. Il expire dans 10\u00a0minutes.`,
    );
    // Only a hash is kept.
    const [stored] = await a.codesOf(phone.e164);
    expect(stored?.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await a.verify(phone.typed, wrong, sender, formToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'WRONG_CODE', message: fr.applications.errors.wrongCode });
    expect((await a.verify(phone.typed, code, sender, formToken)).statusCode).toBe(204);
    // A second click on "verify" is no error.
    expect((await a.verify(phone.typed, code, sender, formToken)).statusCode).toBe(204);

    // A person takes more than a few seconds to fill the form.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, startedAt + FORM_MIN_AGE_MS + 200 - Date.now())),
    );
    const files = await sampleFiles();
    const email = a.newEmail();
    const body = await a.body({ formToken, email, phone: ` ${phone.typed} ` });
    const res = await a.submit(body, sender);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };

    const [row] = await a.applicationsOf(email);
    expect(row).toMatchObject({
      id,
      status: 'new',
      name: 'Amélie Tremblay',
      email: email.toLowerCase(),
      phone: phone.e164,
      province: 'QC',
      language: 'fr',
      languages: ['fr', 'en'],
      specialties: ['tarot', 'astrology'],
      styles: ['compassionate', 'intuitive'],
      availability: { mon: ['evening'], sat: ['morning', 'afternoon'] },
      decidedAt: null,
    });
    expect(row?.confirmedAt.getTime()).toBeGreaterThan(startedAt);
    expect(row?.withdrawToken.length).toBeGreaterThanOrEqual(32);

    const media = await a.mediaOf(id);
    const photo = media.find((file) => file.kind === 'photo');
    const voice = media.find((file) => file.kind === 'voice');
    expect(photo?.contentType).toBe('image/jpeg');
    expect((await sharp(photo!.bytes).metadata()).format).toBe('jpeg');
    expect(voice).toMatchObject({ contentType: 'audio/wav' });
    expect(voice?.bytes.equals(files.wav)).toBe(true);

    // The code is used: it allows no second application.
    const [used] = await a.codesOf(phone.e164);
    expect(used?.consumedAt).not.toBeNull();

    const mail = await lastMessageTo(a.t.app, email);
    expect(mail.subject).toBe('Nous avons bien reçu votre candidature\u00a0: Lumière Psychics');
    expect(mail.body).toContain('Bonjour Amélie Tremblay,');
    expect(mail.body).toContain(`${ORIGIN}/fr/postuler/retrait?token=${row?.withdrawToken}`);
    expect(mail.body).not.toContain(code);

    // The link's page sends its token: withdrawn, then a second click is still fine.
    const withdrawn = await a.withdraw(row!.withdrawToken, sender);
    expect(withdrawn.statusCode).toBe(204);
    const [after] = await a.applicationsOf(email);
    expect(after?.status).toBe('withdrawn');
    expect(after?.decidedAt).toBeInstanceOf(Date);
    expect((await a.withdraw(row!.withdrawToken, sender)).statusCode).toBe(204);
    const [again] = await a.applicationsOf(email);
    expect(again?.decidedAt?.getTime()).toBe(after?.decidedAt?.getTime());
  }, 30_000);

  it('writes to an English applicant in English, with the English link; takes browser recordings', async () => {
    const sender = { language: 'en' as const, address: a.newAddress() };
    for (const [type, bytes] of [
      ['audio/webm', webm(4)],
      ['audio/ogg', oggOpus(4)],
    ] as const) {
      const phone = await a.verifiedPhone(sender);
      const email = a.newEmail();
      const res = await a.submit(
        await a.body({ email, phone: phone.typed, voice: { type, data: base64(bytes) } }),
        sender,
      );
      expect(res.statusCode, type).toBe(201);
      const [row] = await a.applicationsOf(email);
      expect(row?.language).toBe('en');
      const [voice] = (await a.mediaOf(row!.id)).filter((file) => file.kind === 'voice');
      expect(voice?.contentType).toBe(type);
      expect(voice?.bytes.equals(bytes)).toBe(true);
      const mail = await lastMessageTo(a.t.app, email);
      expect(mail.subject).toBe('We received your application: Lumière Psychics');
      expect(mail.body).toContain(`${ORIGIN}/apply/withdraw?token=${row?.withdrawToken}`);
    }
  });

  it('answers an unknown withdraw link 404, and a decided application 409, in the page language', async () => {
    const unknown = await a.withdraw('x'.repeat(32), { language: 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: fr.applications.errors.withdrawGone });
    const rejected = await a.earlier({
      email: a.newEmail(),
      phone: a.newPhone().e164,
      status: 'rejected',
      decidedAt: monthsAgo(1),
    });
    const decided = await a.withdraw(rejected.withdrawToken);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().error).toEqual({
      code: 'ALREADY_DECIDED',
      message: en.applications.errors.alreadyDecided,
    });
    const [unchanged] = await a.t.db
      .select()
      .from(advisorApplications)
      .where(eq(advisorApplications.id, rejected.id));
    expect(unchanged?.status).toBe('rejected');
    expect((await a.withdraw('short')).statusCode).toBe(400);
  });
});

describe('a bad application', () => {
  it('is refused naming the problem, in the page language, and nothing is stored', async () => {
    const sender = { language: 'fr' as const, address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const email = a.newEmail();
    const valid = await a.body({ email, phone: phone.typed });
    const png = await solidImage('png', 20, 20);
    const words = fr.applications;
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['no consent', { consent: false }, 400, 'VALIDATION_ERROR', words.fields.consent],
      ['not of age', { ofAge: false }, 400, 'VALIDATION_ERROR', words.fields.ofAge],
      [
        'a short presentation',
        { presentation: 'Bonjour.' },
        400,
        'VALIDATION_ERROR',
        words.fields.presentation,
      ],
      [
        'an unknown specialty',
        { specialties: ['tarot', 'palmistry'] },
        400,
        'VALIDATION_ERROR',
        words.fields.specialties,
      ],
      [
        'a text file declared a JPEG',
        { photo: { type: 'image/jpeg', data: base64(Buffer.from('I am no photo, only words.')) } },
        400,
        'UNSUPPORTED_MEDIA_TYPE',
        words.media.photo.wrongType,
      ],
      [
        'a PNG declared a WebM recording',
        { voice: { type: 'audio/webm', data: base64(png) } },
        400,
        'UNSUPPORTED_MEDIA_TYPE',
        words.media.voice.wrongType,
      ],
      [
        'a photo over 5 MB',
        { photo: { type: 'image/jpeg', data: base64(Buffer.alloc(5 * 1024 * 1024 + 1024, 1)) } },
        400,
        'FILE_TOO_LARGE',
        words.media.photo.tooLarge.replace('{{megabytes}}', '5'),
      ],
      [
        'a voice sample over two minutes',
        { voice: { type: 'audio/wav', data: base64(wav(125)) } },
        400,
        'VOICE_TOO_LONG',
        words.media.voice.tooLong_other.replace('{{count}}', '125').replace('{{max}}', '120'),
      ],
      [
        'a phone that was not verified',
        { phone: a.newPhone().typed },
        400,
        'PHONE_NOT_VERIFIED',
        words.errors.phoneNotVerified,
      ],
      [
        'a number that cannot exist',
        { phone: '0005550123' },
        400,
        'INVALID_PHONE',
        words.errors.phoneInvalid,
      ],
      ['a field nobody asked for', { admin: true }, 400, 'VALIDATION_ERROR', words.errors.unexpectedField],
    ];
    for (const [name, change, status, code, message] of cases) {
      const res = await a.submit({ ...valid, ...change }, sender);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error, name).toEqual({ code, message });
    }
    expect(await a.applicationsOf(email)).toEqual([]);
    expect(await a.jobsTo(email)).toEqual([]);
    // The verified code was not used by the refusals: the corrected form goes through.
    const [code] = await a.codesOf(phone.e164);
    expect(code?.consumedAt).toBeNull();
    expect((await a.submit(valid, sender)).statusCode).toBe(201);
  }, 30_000);

  it('is refused without a verified code, or with one verified more than 30 minutes ago', async () => {
    const sender = { address: a.newAddress() };
    const phone = a.newPhone();
    await a.requestCode(phone.typed, sender);
    const unverified = await a.submit(await a.body({ phone: phone.typed }), sender);
    expect(unverified.json().error.code).toBe('PHONE_NOT_VERIFIED');

    const verified = await a.verifiedPhone(sender);
    await a.t.db
      .update(applicationPhoneCodes)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(applicationPhoneCodes.phone, verified.e164));
    const stale = await a.submit(await a.body({ phone: verified.typed }), sender);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toEqual({
      code: 'PHONE_NOT_VERIFIED',
      message: en.applications.errors.phoneNotVerified,
    });
  });
});

describe('applying again', () => {
  it('waits six months after a rejection, by e-mail or by phone, and says from when in the page language', async () => {
    const sender = { language: 'fr' as const, address: a.newAddress() };
    const recent = await a.earlier({
      email: a.newEmail(),
      phone: a.newPhone().e164,
      status: 'rejected',
      decidedAt: monthsAgo(5),
    });
    const from = formatLongDateIn('fr', reapplyFrom(recent.decidedAt!));
    const expected = {
      code: 'APPLIED_RECENTLY',
      message: fr.applications.errors.appliedRecently.replace('{{date}}', from),
    };
    const byEmail = await a.submit(
      await a.body({ email: recent.email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error).toEqual(expected);
    const sameNumber = (await a.verifyNumber(recent.phone, sender)).typed;
    const byPhone = await a.submit(await a.body({ phone: sameNumber }), sender);
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().error).toEqual(expected);

    const old = await a.earlier({
      email: a.newEmail(),
      phone: a.newPhone().e164,
      status: 'rejected',
      decidedAt: monthsAgo(7),
    });
    const allowed = await a.submit(
      await a.body({ email: old.email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(allowed.statusCode).toBe(201);
    expect((await a.applicationsOf(old.email)).map((row) => row.status).sort()).toEqual(['new', 'rejected']);
  });

  it('is refused while an application is under way or approved, and allowed once withdrawn', async () => {
    const sender = { address: a.newAddress() };
    const email = a.newEmail();
    expect(
      (await a.submit(await a.body({ email, phone: (await a.verifiedPhone(sender)).typed }), sender))
        .statusCode,
    ).toBe(201);
    const [first] = await a.applicationsOf(email);
    const open = await a.submit(
      await a.body({ email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toEqual({
      code: 'ALREADY_APPLIED',
      message: en.applications.errors.alreadyApplied,
    });

    // By phone too, whatever the stage of the review.
    for (const status of ['screening', 'test_reading'] as const) {
      await a.t.db.update(advisorApplications).set({ status }).where(eq(advisorApplications.id, first!.id));
      const samePhone = await a.verifyNumber(first!.phone, sender);
      const res = await a.submit(await a.body({ phone: samePhone.typed }), sender);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.code, status).toBe('ALREADY_APPLIED');
    }

    const approved = await a.earlier({
      email: a.newEmail(),
      phone: a.newPhone().e164,
      status: 'approved',
      decidedAt: monthsAgo(30),
    });
    const advisor = await a.submit(
      await a.body({ email: approved.email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(advisor.statusCode).toBe(409);
    expect(advisor.json().error).toEqual({
      code: 'ALREADY_AN_ADVISOR',
      message: en.applications.errors.alreadyAdvisor,
    });

    await a.t.db
      .update(advisorApplications)
      .set({ status: 'new' })
      .where(eq(advisorApplications.id, first!.id));
    expect((await a.withdraw(first!.withdrawToken)).statusCode).toBe(204);
    const again = await a.submit(
      await a.body({ email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(again.statusCode).toBe(201);
  });
});
