import { applicationBodySchema } from '@app/shared/schemas/applications';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationDraft,
  applicationBody,
  availabilityOf,
  emptyAvailability,
  emptyDraft,
  nationalNumber,
  problemsOf,
} from './application-check.ts';
import type { ChosenMedia } from './media.ts';

const photo: ChosenMedia = {
  blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  type: 'image/png',
  source: { kind: 'file', name: 'me.png' },
};
const voice: ChosenMedia = {
  blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }),
  type: 'audio/webm',
  source: { kind: 'recording', seconds: 42 },
};

const complete: ApplicationDraft = {
  ...emptyDraft(),
  name: '  Claude Tremblay ',
  email: ' Claude@Example.com ',
  phone: '(514) 555-1234',
  province: 'QC',
  languages: ['fr', 'en'],
  specialties: ['tarot'],
  styles: ['intuitive'],
  experience: 'Twelve years of tarot readings at fairs.',
  availability: { ...emptyAvailability(), mon: ['evening', 'morning'], sat: ['night'] },
  presentation: 'A'.repeat(80),
  ofAge: true,
  consent: true,
};

describe('the checks of the application form', () => {
  it('find nothing wrong with a complete application whose phone is verified', () => {
    expect(problemsOf(complete, { photo, voice }, true)).toEqual({});
  });

  it('name every field of an empty form, as the schema would refuse them', () => {
    expect(problemsOf(emptyDraft(), { photo: null, voice: null }, false)).toEqual({
      name: { key: 'name' },
      email: { key: 'email' },
      phone: { key: 'phone' },
      province: { key: 'province' },
      languages: { key: 'languages' },
      specialties: { key: 'specialties' },
      styles: { key: 'styles' },
      experience: { key: 'tooShort', values: { min: 20, length: 0 } },
      presentation: { key: 'tooShort', values: { min: 80, length: 0 } },
      photo: { key: 'photo' },
      voice: { key: 'voice' },
      ofAge: { key: 'ofAge' },
      consent: { key: 'consent' },
    });
  });

  it('asks for the phone to be verified once it is a number', () => {
    expect(problemsOf(complete, { photo, voice }, false)).toEqual({ phone: { key: 'phoneNotVerified' } });
  });

  it('counts the texts as the server does, without the spaces around them', () => {
    const short = { ...complete, presentation: `   ${'A'.repeat(79)}   ` };
    expect(problemsOf(short, { photo, voice }, true).presentation).toEqual({
      key: 'tooShort',
      values: { min: 80, length: 79 },
    });
    const long = { ...complete, experience: 'x'.repeat(2001) };
    expect(problemsOf(long, { photo, voice }, true).experience).toEqual({
      key: 'tooLong',
      values: { max: 2000, length: 2001 },
    });
  });

  it('takes a North American number with or without its country code', () => {
    expect(nationalNumber('(514) 555-1234')).toBe('5145551234');
    expect(nationalNumber('+1 514 555 1234')).toBe('5145551234');
    expect(nationalNumber('514 555 123')).toBeNull();
    expect(nationalNumber('2 514 555 1234')).toBeNull();
  });
});

describe('the application as it is sent', () => {
  it('keeps the days chosen, each in the order of the day', () => {
    expect(availabilityOf(complete.availability)).toEqual({ mon: ['morning', 'evening'], sat: ['night'] });
  });

  it('is what the contract’s schema takes, media in base64 and the honeypot sent empty', async () => {
    const body = await applicationBody(complete, 'token-1', photo, voice);
    expect(applicationBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      formToken: 'token-1',
      website: '',
      name: 'Claude Tremblay',
      email: 'Claude@Example.com',
      phone: '5145551234',
      province: 'QC',
      languages: ['fr', 'en'],
      availability: { mon: ['morning', 'evening'], sat: ['night'] },
      photo: { type: 'image/png', data: btoa('\x89PNG') },
      voice: { type: 'audio/webm', data: btoa('\x01\x02\x03') },
      ofAge: true,
      consent: true,
    });
  });
});
