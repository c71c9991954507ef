import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { messageTextIn } from '../messages/message-text.ts';
import {
  fetchAudioBodySchema,
  psychicPhotoQuerySchema,
  psychicStatusListSchema,
  psychicStatusRecordSchema,
} from './advisors.ts';

const schedule = {
  Sun: [],
  Mon: [{ from: '9:00 AM', to: '1:00 PM' }],
  Tues: [
    { from: '9:00 AM', to: '1:00 PM' },
    { from: '5:00 PM', to: 'Varies' },
  ],
  Wed: [],
  Thu: [],
  Fri: [],
  Sat: [],
};

const record = {
  agentId: 1042,
  agentName: 'Amélie',
  availTime: 300,
  availTimeStr: '5 min',
  bridged: 'N',
  descr: 'Clairvoyant.\nTarot.',
  isICCall: 'N',
  onACall: 'Y',
  schedule,
  signedIn: 'Y',
};

function failedPaths(input: unknown): string[] {
  const result = psychicStatusRecordSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('psychicStatusRecordSchema', () => {
  it('accepts a feed record with or without a photo', () => {
    expect(psychicStatusRecordSchema.parse(record)).toEqual(record);
    expect(psychicStatusRecordSchema.parse({ ...record, photoUrl: '/p.jpg' }).photoUrl).toBe('/p.jpg');
  });

  it('strips fields the feed does not define', () => {
    expect(psychicStatusRecordSchema.parse({ ...record, internal: 'x' })).not.toHaveProperty('internal');
  });

  it.each([
    [{ ...record, agentId: 1.5 }, 'agentId'],
    [{ ...record, agentId: '1042' }, 'agentId'],
    [{ ...record, signedIn: 'yes' }, 'signedIn'],
    [{ ...record, onACall: 'y' }, 'onACall'],
    [{ ...record, bridged: undefined }, 'bridged'],
    [{ ...record, isICCall: 'X' }, 'isICCall'],
    [{ ...record, availTime: '300' }, 'availTime'],
    [{ ...record, photoUrl: 3 }, 'photoUrl'],
    [{ ...record, schedule: { ...schedule, Sat: undefined } }, 'schedule.Sat'],
    [{ ...record, schedule: { ...schedule, Mon: [{ from: '9:00 AM' }] } }, 'schedule.Mon.0.to'],
  ])('rejects a bad %#: %s', (input, path) => {
    expect(failedPaths(input)).toEqual([path]);
  });

  it('rejects a weekday key outside the feed keys', () => {
    expect(failedPaths({ ...record, schedule: { ...schedule, Tue: [] } })).toEqual(['schedule']);
  });
});

describe('psychicStatusListSchema', () => {
  it('parses a list and rejects a non-list', () => {
    expect(psychicStatusListSchema.parse([record, record])).toHaveLength(2);
    expect(psychicStatusListSchema.safeParse(record).success).toBe(false);
  });
});

describe('fetchAudioBodySchema', () => {
  it.each(['1', '1042', '123456'])('accepts %j', (extension) => {
    expect(fetchAudioBodySchema.parse({ extension })).toEqual({ extension });
  });

  it.each(['', '1234567', '12a', ' 12', '-1'])('rejects %j', (extension) => {
    const result = fetchAudioBodySchema.safeParse({ extension });
    expect(result.error?.issues.map((i) => messageTextIn(en, i.message))).toEqual([
      'Extension must be 1 to 6 digits',
    ]);
  });

  it('rejects a number instead of text', () => {
    expect(fetchAudioBodySchema.safeParse({ extension: 1042 }).success).toBe(false);
  });
});

describe('psychicPhotoQuerySchema', () => {
  it.each([
    ['1042', 1042],
    ['007', 7],
    ['999999999', 999999999],
  ])('%j -> %i', (agentId, expected) => {
    expect(psychicPhotoQuerySchema.parse({ agentId })).toEqual({ agentId: expected });
  });

  it.each(['0', '000', '', '-5', '1.5', 'abc', '1234567890'])('rejects %j', (agentId) => {
    const result = psychicPhotoQuerySchema.safeParse({ agentId });
    expect(result.error?.issues.map((i) => messageTextIn(en, i.message))).toEqual([
      'agentId must be a positive whole number',
    ]);
  });
});
