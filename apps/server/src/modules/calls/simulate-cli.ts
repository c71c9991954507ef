/**
 * Drives the Twilio Voice webhooks of a running server the way Twilio would, with valid signatures, and
 * prints the TwiML of each step:
 *   npm run call:simulate -- --from 5145550123 --ext 1001 --seconds 300 [--url http://localhost:3000]
 *   npm run call:simulate -- --from 5145550123 --ext 1001 --until-cap   (the warning, the goodbye, the hold)
 *   npm run call:simulate -- --advisor --from +15145550101 --press 1    (an advisor's menu: 1 take calls, 2 go offline)
 *   npm run call:simulate -- --from 4385550000 --account 5145550123 --pin 2580 --ext 1001   (another phone, with a PIN)
 *   npm run call:simulate -- --from 5145550123 --ext 1001 --top-up        (star, then 1, at the warning)
 *   npm run call:simulate -- --from 5145550123 --ext 1001 --auto-top-up   (the automatic top-up at the warning)
 *   npm run call:simulate -- --from 5145550123 --ext 1001 --call-back --line-from 4385550111   (the call-back line)
 * The two top-ups need the caller's PayPal saved for top-ups on /profile (the emulator approves it; for
 * --auto-top-up, with the automatic top-up chosen there).
 * A call bridged in a conference (the demo's default) is played on the demo's Twilio emulator:
 * the advisor's leg answers (or not, with --status), talks, and ends; --until-cap runs the call's timers
 * at its warning and its cap and prints what was said and texted. Calling again with the same --from
 * within the 2 minutes of the hold reaches the same advisor directly.
 * It reads the environment as the server does (env.ts): the server is http://localhost:$PORT, the
 * signatures are made for PUBLIC_URL, with TWILIO_AUTH_TOKEN or the demo's development token.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { twilioSignature } from '../../adapters/twilio-signature.ts';
import { loadConfig } from '../../env.ts';
import { CALL_PATHS, conferenceName } from './call-paths.ts';
import { ADVISOR_RING_SECONDS, CAP_BACKSTOP_SECONDS } from './call-timers.ts';
import { type NextVerb, nextUrlOf, pathOnServer } from './twiml-next.ts';
import { PIN_KEY } from './unknown-caller.ts';

const USAGE =
  'usage: npm run call:simulate -- --from <caller number> --ext <extension> [--seconds <talk time> | --until-cap] [--status completed|busy|no-answer|failed] [--url <server>] [--public-url <PUBLIC_URL>]\n' +
  '       npm run call:simulate -- --from <caller number> --ext <extension> --top-up | --auto-top-up [--seconds <talk time after it>]\n' +
  '       npm run call:simulate -- --from <caller number> --ext <extension> --call-back --line-from <second caller> [--seconds <each call>]\n' +
  '       npm run call:simulate -- --from <another phone> --account <account number> --pin <PIN> --ext <extension>\n' +
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
    'until-cap': { type: 'boolean', default: false },
    account: { type: 'string' },
    pin: { type: 'string' },
    press: { type: 'string' },
    'top-up': { type: 'boolean', default: false },
    'auto-top-up': { type: 'boolean', default: false },
    'call-back': { type: 'boolean', default: false },
    'line-from': { type: 'string' },
  },
});

if (!values.from) fail('--from is required');
if (values.advisor) {
  if (values.ext) fail("--ext is for a customer's call, not --advisor");
  if (values.press !== undefined && !/^[12]$/.test(values.press)) fail('--press must be 1 or 2');
} else if (!values.ext || !/^\d{1,6}$/.test(values.ext)) fail('--ext must be 1 to 6 digits');
if ((values.account === undefined) !== (values.pin === undefined)) fail('--account and --pin go together');
if (values.account !== undefined && !/^\d{10,11}$/.test(values.account))
  fail('--account must be 10 or 11 digits');
if (values.pin !== undefined && !/^\d{4,6}$/.test(values.pin)) fail('--pin must be 4 to 6 digits');
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
const callerDigits = values.from.replace(/\D/g, '').slice(-10);

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

/**
 * The step a TwiML answer leads to, by its `verb` (exactly its URL, query included: a French call's steps
 * carry ?lang=fr), posted with `params`; undefined when the answer has no such step (the line hung up).
 */
async function follow(
  twiml: string,
  verb: NextVerb,
  params: Record<string, string>,
  expected: string,
): Promise<string | undefined> {
  const url = nextUrlOf(twiml, verb);
  const path = url === undefined ? undefined : pathOnServer(url, publicUrl);
  if (path === undefined || !path.startsWith(expected)) return undefined;
  return step(path, params);
}

/** Stops where the line did not go on as this call needs (its last answer is printed above). */
function stop(why: string): never {
  console.log(`\n${why}`);
  process.exit(0);
}

const ourNumber = '+18885548999';
let greeting = await step(CALL_PATHS.voice, { CallSid: callSid, From: values.from, To: ourNumber });
if (values.account && values.pin) {
  // From another phone: the PIN key, the account's number, then its PIN (each action as the line gave it).
  const noPin = () => {
    console.error("The line did not offer the PIN path: is this number already an account's?");
    process.exit(1);
  };
  const asked =
    (await follow(
      greeting,
      'Gather',
      { CallSid: callSid, From: values.from, Digits: PIN_KEY },
      CALL_PATHS.language,
    )) ?? noPin();
  const pinAsked =
    (await follow(
      asked,
      'Gather',
      { CallSid: callSid, From: values.from, Digits: values.account },
      CALL_PATHS.pinPhone,
    )) ?? noPin();
  greeting =
    (await follow(
      pinAsked,
      'Gather',
      { CallSid: callSid, From: values.from, Digits: values.pin, To: ourNumber },
      CALL_PATHS.pin,
    )) ?? noPin();
}
if (values.advisor) {
  if (!greeting.includes(CALL_PATHS.advisorMenu)) {
    console.error(
      `${values.from} is not an advisor's forwarding number: the line answered with the customer menu.`,
    );
    process.exit(1);
  }
  if (values.press)
    await follow(
      greeting,
      'Gather',
      { CallSid: callSid, From: values.from, Digits: values.press },
      CALL_PATHS.advisorMenu,
    );
  process.exit(0);
}
// Within a hold, the greeting itself connects (no extension asked).
const dialed = greeting.includes('<Dial')
  ? greeting
  : ((await follow(
      greeting,
      'Gather',
      { CallSid: callSid, Digits: values.ext ?? '', To: ourNumber },
      CALL_PATHS.extension,
    )) ?? stop('The line did not ask for an extension: the call ends there.'));
const limit = /<Dial\b[^>]*\stimeLimit="(\d+)"/.exec(dialed);
if (!limit) process.exit(0);
if (dialed.includes('<Conference')) await bridged(dialed, Number(limit[1]));
else {
  const talked = Math.min(seconds, Number(limit[1]));
  await follow(
    dialed,
    'Dial',
    {
      CallSid: callSid,
      DialCallStatus: values.status,
      DialCallDuration: values.status === 'completed' ? String(talked) : '0',
    },
    CALL_PATHS.dialComplete,
  );
}

/** A dev route of the demo (the emulator, the call timers, the outbox); its JSON, or exit with why. */
async function dev(method: 'GET' | 'POST', path: string, json?: unknown): Promise<unknown> {
  const res = await fetch(`${server}${path}`, {
    method,
    ...(json === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
  });
  if (!res.ok) {
    console.error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    process.exit(1);
  }
  return res.json();
}

interface EmulatorLogEntry {
  op: string;
  callSid: string;
  conference?: string;
  url?: string;
  twiml?: string;
}

async function emulatorLog(): Promise<EmulatorLogEntry[]> {
  return (await dev('GET', '/dev/twilio/log')) as EmulatorLogEntry[];
}

/** Prints the emulator's requests since `from` (what Twilio was asked to play, and the TwiML it got). */
async function printLog(from: number): Promise<number> {
  const log = await emulatorLog();
  for (const entry of log.slice(from)) {
    console.log(`\n⇢ Twilio ${entry.op} ${entry.callSid}${entry.url ? ` ${entry.url}` : ''}`);
    if (entry.twiml) console.log(entry.twiml);
  }
  return log.length;
}

/**
 * The conference path on the demo's emulator: the advisor's leg (added by the server) answers or not,
 * talks, and ends; with --until-cap, the timers run at the call's warning and cap.
 */
async function bridged(dialed: string, timeLimit: number): Promise<void> {
  const minutes = Math.round((timeLimit - ADVISOR_RING_SECONDS - 2 * CAP_BACKSTOP_SECONDS) / 60);
  const log = await emulatorLog();
  const leg = log.find(
    (entry) => entry.op === 'participant.create' && entry.conference === conferenceName(callSid),
  );
  if (!leg) {
    console.error('The server bridged the call but its Twilio emulator has no advisor leg for it.');
    process.exit(1);
  }
  let seen = log.length;
  if (values.status !== 'completed') {
    await dev('POST', `/dev/twilio/calls/${leg.callSid}/status`, { status: values.status });
    await printLog(seen);
    return;
  }
  await dev('POST', `/dev/twilio/calls/${leg.callSid}/status`, { status: 'in-progress' });
  console.log(`\n⇢ the advisor answers (leg ${leg.callSid}); the call may last ${minutes} minutes`);
  if (values['call-back']) {
    if (!values['line-from']) stop('--call-back needs --line-from, the number of the second caller.');
    const { playCallBack } = await import('./simulate-call-back.ts');
    await playCallBack(
      { step, follow, dev, emulatorLog, printLog, stop },
      {
        lineFrom: values['line-from'],
        ext: values.ext ?? '',
        ourNumber,
        seconds,
        firstLeg: leg.callSid,
        seen,
      },
    );
    return;
  }
  if (values['top-up'] || values['auto-top-up']) {
    const inCall = await topUp(dialed, seen);
    await dev('POST', '/dev/twilio/advance', { seconds });
    await dev('POST', `/dev/twilio/calls/${leg.callSid}/status`, { status: 'completed' });
    await follow(
      inCall,
      'Dial',
      { CallSid: callSid, DialCallStatus: 'completed', DialCallDuration: '0', CallStatus: 'completed' },
      CALL_PATHS.dialComplete,
    );
    return;
  }
  if (values['until-cap']) {
    if (minutes >= 2) {
      await dev('POST', '/api/dev/call-timers', { callSid, moment: 'warning' });
      seen = await printLog(seen);
    }
    await dev('POST', '/dev/twilio/advance', { seconds: minutes * 60 });
    const cappedAt = Date.now() - 1000;
    await dev('POST', '/api/dev/call-timers', { callSid, moment: 'cap' });
    await printLog(seen);
    // The hold's text is queued with the settlement and sent a moment later.
    let text: { to: string; body: string } | undefined;
    for (let tries = 0; tries < 20 && !text; tries++) {
      const outbox = (await dev('GET', '/api/dev/outbox')) as {
        channel: string;
        to: string;
        body: string;
        createdAt: string;
      }[];
      text = outbox.find(
        (message) =>
          message.channel === 'sms' &&
          message.to.endsWith(callerDigits) &&
          Date.parse(message.createdAt) >= cappedAt,
      );
      if (!text) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (text) console.log(`\n✉ SMS to ${text.to}: ${text.body}`);
    return;
  }
  await dev('POST', '/dev/twilio/advance', { seconds: Math.min(seconds, minutes * 60) });
  await dev('POST', `/dev/twilio/calls/${leg.callSid}/status`, { status: 'completed' });
  await follow(
    dialed,
    'Dial',
    { CallSid: callSid, DialCallStatus: 'completed', DialCallDuration: '0' },
    CALL_PATHS.dialComplete,
  );
}

/**
 * A top-up at the call's warning: with --top-up the caller presses star (their <Dial> ends, they stay on
 * the line) and then 1; with --auto-top-up the warning's timer tops up by itself and sends the caller back
 * into the conference. Answers the TwiML the caller is in afterwards (its <Dial> leads to the call's end).
 */
async function topUp(dialed: string, seen: number): Promise<string> {
  if (!dialed.includes('hangupOnStar')) {
    stop(
      'No top-up on offer: save PayPal for top-ups on /profile (the emulator approves it), then call again.',
    );
  }
  await dev('POST', '/api/dev/call-timers', { callSid, moment: 'warning' });
  let logged = await printLog(seen);
  if (values['auto-top-up']) {
    const log = await emulatorLog();
    const back = log.find((entry) => entry.op === 'call.redirect' && entry.callSid === callSid);
    if (!back?.twiml) stop('No automatic top-up: is it chosen on /profile? The warning was played instead.');
    return back.twiml;
  }
  console.log('\n⇢ the caller presses star');
  const menu =
    (await follow(
      dialed,
      'Dial',
      { CallSid: callSid, DialCallStatus: 'completed', DialCallDuration: '0', CallStatus: 'in-progress' },
      CALL_PATHS.dialComplete,
    )) ?? stop('The line did not answer the star.');
  console.log('\n⇢ the caller presses 1');
  const back =
    (await follow(menu, 'Gather', { CallSid: callSid, Digits: '1' }, CALL_PATHS.topUp)) ??
    stop('The line offered no top-up: the call goes on as it was.');
  logged = await printLog(logged);
  return back;
}
