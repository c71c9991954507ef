import { describe, expect, it } from 'vitest';
import { judgeOrigin } from './origin-check.ts';

const trusted = new Set(['https://psychics.example', 'http://localhost:5173']);

describe('judgeOrigin', () => {
  it.each([
    ['https://psychics.example', undefined, 'same-site'],
    ['HTTPS://PSYCHICS.EXAMPLE', 'cross-site', 'same-site'],
    ['http://localhost:5173', undefined, 'same-site'],
    ['https://attacker.example', 'same-origin', 'cross-site'],
    ['http://psychics.example', undefined, 'cross-site'],
    ['https://psychics.example:8443', undefined, 'cross-site'],
    ['https://sub.psychics.example', undefined, 'cross-site'],
    ['null', undefined, 'cross-site'],
    [undefined, 'same-origin', 'same-site'],
    [undefined, 'none', 'same-site'],
    [undefined, 'same-site', 'cross-site'],
    [undefined, 'cross-site', 'cross-site'],
    [undefined, undefined, 'no-browser'],
  ] as const)('Origin %s, Sec-Fetch-Site %s → %s', (origin, site, verdict) => {
    expect(judgeOrigin(origin, site, trusted)).toBe(verdict);
  });
});
