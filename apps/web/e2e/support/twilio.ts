import { createHmac } from 'node:crypto';

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
