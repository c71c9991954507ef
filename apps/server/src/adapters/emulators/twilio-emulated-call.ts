/** A call as the Twilio emulator keeps it, its log's entries, and the Calls API's JSON of a call. */
export const TWILIO_EMULATOR_ACCOUNT = 'ACemulator';

export interface EmulatedCall {
  sid: string;
  parentCallSid: string | null;
  status: string;
  duration: number;
  /** A participant's conference (its SID), and the callback its status changes go to. */
  conferenceSid?: string;
  statusCallback?: string;
  answeredAt?: number;
  timeLimit?: number;
  /** An outbound call placed through the API (the call-back line): whom it rings, and its TwiML URL. */
  outbound?: { to: string; from: string; url: string; startedAt: number };
}

export interface EmulatorLogEntry {
  at: string;
  op:
    | 'participant.create'
    | 'participant.announce'
    | 'participant.hold'
    | 'participant.unhold'
    | 'call.redirect'
    | 'call.end'
    | 'call.time-limit'
    | 'call.create'
    | 'call.answer';
  callSid: string;
  conferenceSid?: string;
  /** The conference's name, as the participant was added to it. */
  conference?: string;
  to?: string;
  url?: string;
  /** The TwiML the emulator fetched from the announce or redirect URL, as Twilio would play it. */
  twiml?: string;
  /** A call's new time limit, in seconds. */
  timeLimit?: number;
}

export function callJson(call: EmulatedCall) {
  return {
    sid: call.sid,
    account_sid: TWILIO_EMULATOR_ACCOUNT,
    parent_call_sid: call.parentCallSid,
    status: call.status,
    duration: String(call.duration),
    ...(call.outbound
      ? {
          to: call.outbound.to,
          from: call.outbound.from,
          direction: 'outbound-api',
          start_time: new Date(call.outbound.startedAt).toUTCString(),
        }
      : {}),
  };
}
