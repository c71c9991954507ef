import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import {
  derivePsychicStatus,
  type PsychicStatus,
  statusLabel,
  statusTone,
  type YN,
} from './psychic-status.ts';

describe('derivePsychicStatus', () => {
  it.each<[YN, YN, PsychicStatus]>([
    ['N', 'N', 'offline'],
    ['N', 'Y', 'offline'],
    ['Y', 'Y', 'busy'],
    ['Y', 'N', 'waiting'],
  ])('signedIn %s, onACall %s -> %s', (signedIn, onACall, expected) => {
    expect(derivePsychicStatus({ signedIn, onACall })).toBe(expected);
  });
});

describe('statusLabel and statusTone', () => {
  it.each<[PsychicStatus, string, string]>([
    ['waiting', 'Available', 'green'],
    ['busy', 'Busy', 'yellow'],
    ['offline', 'Offline', 'gray'],
  ])('%s is shown as %s in %s', (status, label, tone) => {
    expect(statusLabel(status, en.advisors.status)).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });
});
