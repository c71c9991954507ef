import { randomBytes } from 'node:crypto';
import { CALL_PATHS, conferenceName } from './call-paths.ts';
import type { NextVerb } from './twiml-next.ts';

interface EmulatorLogEntry {
  op: string;
  callSid: string;
  conference?: string;
  to?: string;
  twiml?: string;
}

/** What `npm run call:simulate` lends the call-back play: its signed steps, the demo's routes, its log. */
export interface SimulatorIo {
  step(path: string, params: Record<string, string>): Promise<string>;
  follow(
    twiml: string,
    verb: NextVerb,
    params: Record<string, string>,
    expected: string,
  ): Promise<string | undefined>;
  dev(method: 'GET' | 'POST', path: string, json?: unknown): Promise<unknown>;
  emulatorLog(): Promise<EmulatorLogEntry[]>;
  printLog(from: number): Promise<number>;
  stop(why: string): never;
}

/**
 * `--call-back --line-from <number>`: while the first caller talks to the advisor, a second caller (from
 * `lineFrom`) reaches them busy and presses 1 to join their line; the first call ends after `seconds`;
 * the line calls the second caller back, the emulator answers as a person, and they talk `seconds` too.
 */
export async function playCallBack(
  io: SimulatorIo,
  input: {
    lineFrom: string;
    ext: string;
    ourNumber: string;
    seconds: number;
    firstLeg: string;
    seen: number;
  },
): Promise<void> {
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  console.log(`\n⇢ a second caller (${input.lineFrom}) reaches the advisor while they are busy`);
  const greeting = await io.step(CALL_PATHS.voice, {
    CallSid: callSid,
    From: input.lineFrom,
    To: input.ourNumber,
  });
  const busy =
    (await io.follow(
      greeting,
      'Gather',
      { CallSid: callSid, Digits: input.ext, To: input.ourNumber },
      CALL_PATHS.extension,
    )) ?? io.stop('The line did not ask the second caller for an extension.');
  if (!busy.includes(CALL_PATHS.lineJoin))
    io.stop('The advisor was not busy, or the line offered no call back.');
  await io.follow(
    busy,
    'Gather',
    { CallSid: callSid, From: input.lineFrom, Digits: '1' },
    CALL_PATHS.lineJoin,
  );

  console.log(`\n⇢ the first call ends after ${input.seconds} s`);
  await io.dev('POST', '/dev/twilio/advance', { seconds: input.seconds });
  await io.dev('POST', `/dev/twilio/calls/${input.firstLeg}/status`, { status: 'completed' });
  const seen = await io.printLog(input.seen);
  const outbound = (await io.emulatorLog()).find(
    (entry) => entry.op === 'call.create' && entry.to === input.lineFrom,
  );
  if (!outbound) io.stop('No call back was placed (is the second caller in the line, with 5 minutes?).');

  console.log(`\n⇢ the second caller's phone rings (${outbound.callSid}) and they answer`);
  const answered = (await io.dev('POST', `/dev/twilio/calls/${outbound.callSid}/answer`, {
    answeredBy: 'human',
  })) as {
    twiml?: string;
  };
  console.log(answered.twiml ?? '');
  const leg = (await io.emulatorLog()).find(
    (entry) => entry.op === 'participant.create' && entry.conference === conferenceName(outbound.callSid),
  );
  if (!leg) io.stop('The call back reached nobody: no advisor leg was added.');
  await io.dev('POST', `/dev/twilio/calls/${leg.callSid}/status`, { status: 'in-progress' });
  console.log(`\n⇢ the advisor answers (leg ${leg.callSid}); they talk ${input.seconds} s`);
  await io.dev('POST', '/dev/twilio/advance', { seconds: input.seconds });
  await io.dev('POST', `/dev/twilio/calls/${leg.callSid}/status`, { status: 'completed' });
  await io.printLog(seen);
  await io.follow(
    answered.twiml ?? '',
    'Dial',
    {
      CallSid: outbound.callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '0',
      CallStatus: 'completed',
    },
    CALL_PATHS.dialComplete,
  );
}
