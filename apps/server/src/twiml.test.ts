import { describe, expect, it } from 'vitest';
import { dial, dialConference, gather, hangup, playDigits, redirect, response, say } from './twiml.ts';

describe('TwiML', () => {
  it('escapes spoken text and attributes', () => {
    expect(response(say('Tom & "Jerry" <3'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="Polly.Joanna" language="en-US">Tom &amp; &quot;Jerry&quot; &lt;3</Say></Response>',
    );
  });

  it('speaks French with a Canadian French voice', () => {
    expect(say('Bonjour', 'fr')).toBe('<Say voice="Polly.Chantal" language="fr-CA">Bonjour</Say>');
  });

  it('gathers up to N digits finishing on #, with the prompt inside', () => {
    const xml = gather({ action: '/api/telephony/extension', numDigits: 6 }, say('Extension?'));
    expect(xml).toMatch(
      /^<Gather input="dtmf" action="\/api\/telephony\/extension" method="POST" numDigits="6" finishOnKey="#" timeout="8"><Say[^>]*>Extension\?<\/Say><\/Gather>$/,
    );
  });

  it('dials a number with a time limit and an action', () => {
    expect(dial({ number: '+15145550100', timeLimitSeconds: 180, action: '/done?a=1&b=2' })).toBe(
      '<Dial timeLimit="180" action="/done?a=1&amp;b=2" method="POST"><Number>+15145550100</Number></Dial>',
    );
  });

  it('writes hangup and redirect', () => {
    expect(response(redirect('/x'), hangup())).toContain('<Redirect method="POST">/x</Redirect><Hangup/>');
  });

  it('dials a caller into a named conference that ends when they leave, escaping the name', () => {
    expect(dialConference({ name: 'call-<CA1>', action: '/a?b=1&c=2', timeLimitSeconds: 165 })).toBe(
      '<Dial timeLimit="165" action="/a?b=1&amp;c=2" method="POST"><Conference startConferenceOnEnter="false" endConferenceOnExit="true" beep="false">call-&lt;CA1&gt;</Conference></Dial>',
    );
  });

  it('plays touch tones', () => {
    expect(playDigits('9')).toBe('<Play digits="9"/>');
  });
});
