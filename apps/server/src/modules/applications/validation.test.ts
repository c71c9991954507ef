import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { applicationBodySchema } from '@app/shared/schemas/applications';
import { describe, expect, it } from 'vitest';
import { invalidBodyError } from './validation.ts';

/** The problems as fastify-type-provider-zod hands them over. */
function problemsOf(body: unknown) {
  const parsed = applicationBodySchema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
  }));
}

const valid = {
  formToken: 'x',
  name: 'Amélie Tremblay',
  email: 'amelie@example.com',
  phone: '5145550123',
  province: 'QC',
  languages: ['fr'],
  specialties: ['tarot'],
  styles: ['intuitive'],
  experience: 'Twenty years of tarot readings.',
  availability: { mon: ['evening'] },
  presentation: 'x'.repeat(80),
  photo: { type: 'image/jpeg', data: 'AAAA' },
  voice: { type: 'audio/webm', data: 'AAAA' },
  ofAge: true,
  consent: true,
};

describe('a refused application body', () => {
  it('names each field to fix in the page language, once', () => {
    const problems = problemsOf({ ...valid, consent: false, ofAge: false, presentation: 'too short' });
    const error = invalidBodyError(problems, 'fr');
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(
      [
        fr.applications.fields.presentation,
        fr.applications.fields.ofAge,
        fr.applications.fields.consent,
      ].join(' '),
    );
  });

  it('says which list a value is not in', () => {
    const error = invalidBodyError(problemsOf({ ...valid, specialties: ['tarot', 'palmistry'] }), 'en');
    expect(error.message).toBe(en.applications.fields.specialties);
  });

  it('gives a file problem its own code when it is the only problem', () => {
    const large = invalidBodyError(
      problemsOf({ ...valid, photo: { type: 'image/jpeg', data: 'A'.repeat(8_000_000) } }),
      'en',
    );
    expect(large.code).toBe('FILE_TOO_LARGE');
    expect(large.message).toBe(en.applications.media.photo.tooLarge.replace('{{megabytes}}', '5'));
    const gif = invalidBodyError(problemsOf({ ...valid, photo: { type: 'image/gif', data: 'AAAA' } }), 'en');
    expect(gif).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: en.applications.media.photo.wrongType,
    });
    const empty = invalidBodyError(problemsOf({ ...valid, voice: { type: 'audio/ogg', data: '' } }), 'en');
    expect(empty).toMatchObject({ code: 'EMPTY_UPLOAD', message: en.applications.media.voice.empty });
    const mixed = invalidBodyError(
      problemsOf({ ...valid, name: '', voice: { type: 'audio/ogg', data: '' } }),
      'en',
    );
    expect(mixed.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an unknown field, or no object at all, without repeating anything sent', () => {
    expect(invalidBodyError(problemsOf({ ...valid, admin: true }), 'en').message).toBe(
      en.applications.errors.unexpectedField,
    );
    expect(invalidBodyError(problemsOf('a string'), 'en').message).toBe(en.applications.errors.notAccepted);
  });
});
