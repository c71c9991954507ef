import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature.ts';

// The worked examples of Twilio's "Validating requests" documentation (two revisions of the page).
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const TOKEN = '12345';
const params = (caller: string) => ({
  CallSid: 'CA1234567890ABCDE',
  Caller: caller,
  Digits: '1234',
  From: caller,
  To: '+18005551212',
});

describe('X-Twilio-Signature', () => {
  it.each([
    ['+12349013030', '0/KCTR6DLpKmkAf8muzZqo1nDgQ='],
    ['+14158675310', 'GvWf1cFY/Q7PnoempGyD5oXAezc='],
  ])('matches the documented signature for caller %s', (caller, expected) => {
    expect(twilioSignature(TOKEN, URL, params(caller))).toBe(expected);
    expect(isValidTwilioSignature(TOKEN, expected, URL, params(caller))).toBe(true);
  });

  it('rejects a changed parameter, URL, token or a missing header', () => {
    const good = twilioSignature(TOKEN, URL, params('+12349013030'));
    expect(isValidTwilioSignature(TOKEN, good, URL, { ...params('+12349013030'), Digits: '1235' })).toBe(
      false,
    );
    expect(isValidTwilioSignature(TOKEN, good, `${URL}&x=1`, params('+12349013030'))).toBe(false);
    expect(isValidTwilioSignature('54321', good, URL, params('+12349013030'))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, URL, params('+12349013030'))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, 'short', URL, params('+12349013030'))).toBe(false);
  });
});
