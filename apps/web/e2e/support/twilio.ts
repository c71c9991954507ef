import { createHmac, randomBytes } from 'node:crypto';
import { expect } from 'vitest';

/** Twilio's X-Twilio-Signature, with the development token the e2e server uses (no TWILIO_AUTH_TOKEN). */
export async function twilio(baseURL: string, path: string, params: Record<string, string>): Promise<string> {
  const payload = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], `${baseURL}${path}`);
  const signature = createHmac('sha1', 'dev-only-twilio-auth-token').update(payload).digest('base64');
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
  return res.text();
}

/** A settled call of `seconds` from the customer's phone to the advisor, through Twilio's signed webhooks. */
export async function settledCall(
  baseURL: string,
  phone: string,
  agentId: number,
  seconds: number,
): Promise<void> {
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  await twilio(baseURL, '/api/telephony/voice', { CallSid: callSid, From: `+1${phone}` });
  expect(
    await twilio(baseURL, '/api/telephony/extension', { CallSid: callSid, Digits: String(agentId) }),
  ).toContain('<Dial');
  await twilio(baseURL, '/api/telephony/dial-complete', {
    CallSid: callSid,
    DialCallStatus: 'completed',
    DialCallDuration: String(seconds),
  });
}
