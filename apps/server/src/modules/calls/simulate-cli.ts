/**
 * Drives the Twilio Voice webhooks of a running server the way Twilio would, with valid signatures, and
 * prints the TwiML of each step:
 *   npm run call:simulate -- --from 5145550123 --ext 1001 --seconds 300 [--url http://localhost:3000]
 *   npm run call:simulate -- --advisor --from +15145550101 --press 1    (an advisor's menu: 1 take calls, 2 go offline)
 * It reads the environment as the server does (env.ts): the server is http://localhost:$PORT, the
 * signatures are made for PUBLIC_URL, with TWILIO_AUTH_TOKEN or the demo's development token.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../env.ts';
import { CALL_PATHS } from './call-service.ts';
import { twilioSignature } from './twilio-signature.ts';

const USAGE =
  'usage: npm run call:simulate -- --from <caller number> --ext <extension> [--seconds <talk time>] [--status completed|busy|no-answer|failed] [--url <server>] [--public-url <PUBLIC_URL>]\n' +
  '       npm run call:simulate -- --advisor --from <advisor forwarding number, E.164> [--press 1|2] [--url <server>] [--public-url <PUBLIC_URL>]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    ext: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    status: { type: 'string', default: 'completed' },
    url: { type: 'string', default: `http://localhost:${config.port}` },
    'public-url': { type: 'string' },
    advisor: { type: 'boolean', default: false },
    press: { type: 'string' },
  },
});

if (!values.from) fail('--from is required');
if (values.advisor) {
  if (values.ext) fail("--ext is for a customer's call, not --advisor");
  if (values.press !== undefined && !/^[12]$/.test(values.press)) fail('--press must be 1 or 2');
} else if (!values.ext || !/^\d{1,6}$/.test(values.ext)) fail('--ext must be 1 to 6 digits');
const seconds = Number(values.seconds);
if (!Number.isInteger(seconds) || seconds < 0) fail('--seconds must be a whole number of seconds');

const server = values.url.replace(/\/+$/, '');
// The server checks signatures against PUBLIC_URL (by default its own http://localhost:$PORT).
const publicUrl = (values['public-url'] ?? config.publicUrl).replace(/\/+$/, '');
const token = config.voiceAuthToken;
if (!token) {
  fail('TWILIO_AUTH_TOKEN is not set, and this is not the demo (which signs with a development token)');
}
const callSid = `CA${randomBytes(16).toString('hex')}`;

async function step(path: string, params: Record<string, string>): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${server}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(token as string, `${publicUrl}${path}`, params),
      },
      body: new URLSearchParams(params).toString(),
    });
  } catch {
    console.error(
      `Nothing answers at ${server}. Start the server first (npm start), then run this again with the same PORT ` +
        `(PORT=${config.port} here), or pass --url with the address it listens on.`,
    );
    process.exit(1);
  }
  const body = await res.text();
  console.log(`\n→ POST ${path} ${JSON.stringify(params)}\n← ${res.status}\n${body}`);
  if (!res.ok) process.exit(1);
  return body;
}

const greeting = await step(CALL_PATHS.voice, { CallSid: callSid, From: values.from, To: '+18885548999' });
if (values.advisor) {
  if (!greeting.includes(CALL_PATHS.advisorMenu)) {
    console.error(
      `${values.from} is not an advisor's forwarding number: the line answered with the customer menu.`,
    );
    process.exit(1);
  }
  if (values.press)
    await step(CALL_PATHS.advisorMenu, { CallSid: callSid, From: values.from, Digits: values.press });
  process.exit(0);
}
const dialed = await step(CALL_PATHS.extension, { CallSid: callSid, Digits: values.ext ?? '' });
const limit = /timeLimit="(\d+)"/.exec(dialed);
if (!limit) process.exit(0);
const talked = Math.min(seconds, Number(limit[1]));
await step(CALL_PATHS.dialComplete, {
  CallSid: callSid,
  DialCallStatus: values.status,
  DialCallDuration: values.status === 'completed' ? String(talked) : '0',
});
