import { describe, expect, it } from 'vitest';
import { dial, gather, hangup, redirect, response, say } from './twiml.ts';

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
});
