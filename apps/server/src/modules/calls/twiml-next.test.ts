import { describe, expect, it } from 'vitest';
import { dial, dialConference, gather, hangup, redirect, response, say } from '../../twiml.ts';
import { nextUrlOf, pathOnServer } from './twiml-next.ts';

describe('nextUrlOf', () => {
  it.each([
    [
      'a gather',
      response(gather({ action: '/api/telephony/extension?lang=fr', numDigits: 6 }, say('x'))),
      'Gather',
      '/api/telephony/extension?lang=fr',
    ],
    [
      'a gather with several parameters',
      response(gather({ action: '/pin?lang=fr&try=2&phone=5145550123', numDigits: 7 })),
      'Gather',
      '/pin?lang=fr&try=2&phone=5145550123',
    ],
    [
      'a dial',
      response(dial({ number: '+15145550100', timeLimitSeconds: 60, action: '/done?lang=fr' })),
      'Dial',
      '/done?lang=fr',
    ],
    [
      'a conference',
      response(dialConference({ name: 'call-CA1', action: '/done?lang=fr', timeLimitSeconds: 90 })),
      'Dial',
      '/done?lang=fr',
    ],
    [
      'a redirect',
      response(say('x'), redirect('/api/telephony/call-end?kind=cap&lang=fr')),
      'Redirect',
      '/api/telephony/call-end?kind=cap&lang=fr',
    ],
    ['a hang-up', response(say('Goodbye.'), hangup()), 'Gather', undefined],
    ['a gather asked for a dial', response(gather({ action: '/a', numDigits: 1 })), 'Dial', undefined],
  ] as const)('reads %s exactly, query included', (_, twiml, verb, url) => {
    expect(nextUrlOf(twiml, verb)).toBe(url);
  });
});

describe('pathOnServer', () => {
  it('keeps a path, cuts our public address off an absolute URL, refuses another host', () => {
    expect(pathOnServer('/api/telephony/extension?lang=fr', 'https://example.com')).toBe(
      '/api/telephony/extension?lang=fr',
    );
    expect(pathOnServer('https://example.com/api/x?lang=fr', 'https://example.com/')).toBe('/api/x?lang=fr');
    expect(pathOnServer('https://example.com.evil.test/api/x', 'https://example.com')).toBeUndefined();
  });
});
