import { psychicStatusRecordSchema } from '@app/shared/schemas/advisors';
import { describe, expect, it } from 'vitest';
import type { AdvisorStatusRow } from './repository.ts';
import { toPsychicStatusRecord } from './service.ts';

const row: AdvisorStatusRow = {
  agentId: 1001,
  name: 'Amélie Rousseau',
  description: 'Tarot and clairvoyance.',
  descriptionFr: 'Tarot et voyance.',
  schedule: { Mon: [{ from: '9:00 AM', to: '1:00 PM' }], Tues: [{ from: '8:00 PM', to: 'Varies' }] },
  daysOff: ['Sat', 'Sun'],
  signedIn: true,
  onACall: true,
  bridged: true,
  isIcCall: false,
  availTime: 12,
  availTimeStr: '12 min',
  rating: { average: 4.5, count: 2 },
};

describe('toPsychicStatusRecord', () => {
  it('speaks the feed format: Y/N flags, descr (and descrFr), photo URL, rating', () => {
    const record = toPsychicStatusRecord(row);
    expect(record).toEqual({
      agentId: 1001,
      agentName: 'Amélie Rousseau',
      availTime: 12,
      availTimeStr: '12 min',
      bridged: 'Y',
      descr: 'Tarot and clairvoyance.',
      descrFr: 'Tarot et voyance.',
      isICCall: 'N',
      onACall: 'Y',
      schedule: {
        Sun: [],
        Mon: [{ from: '9:00 AM', to: '1:00 PM' }],
        Tues: [{ from: '8:00 PM', to: 'Varies' }],
        Wed: [],
        Thu: [],
        Fri: [],
        Sat: [],
      },
      // In the schedule's order, whatever order they were stored in.
      daysOff: ['Sun', 'Sat'],
      signedIn: 'Y',
      photoUrl: '/.netlify/functions/psychic-photo?agentId=1001',
      rating: { average: 4.5, count: 2 },
    });
    expect(psychicStatusRecordSchema.safeParse(record).success).toBe(true);
  });

  it('gives an advisor without a schedule an empty list for every day', () => {
    const record = toPsychicStatusRecord({ ...row, schedule: null, signedIn: false, onACall: false });
    expect(Object.keys(record.schedule)).toEqual(['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(Object.values(record.schedule).every((day) => day.length === 0)).toBe(true);
    expect(record.signedIn).toBe('N');
    expect(record.onACall).toBe('N');
  });

  it('sends descrFr as null when the advisor wrote no French presentation', () => {
    const record = toPsychicStatusRecord({ ...row, descriptionFr: null });
    expect(record).toHaveProperty('descrFr', null);
    expect(psychicStatusRecordSchema.parse(record).descrFr).toBeNull();
  });
});
