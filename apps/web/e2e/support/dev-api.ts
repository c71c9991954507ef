/** A request the Twilio emulator received, as its log lists it (with the TwiML it fetched). */
export interface EmulatorLogEntry {
  op: string;
  callSid: string;
  conference?: string;
  to?: string;
  url?: string;
  twiml?: string;
}

/**
 * The demo server's JSON routes as a spec drives them (the Twilio emulator, the call timers, the outbox):
 * `baseURL` is read at each call, so it can name a server started in beforeAll.
 */
export function devApi(baseURL: () => string) {
  async function json<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetch(`${baseURL()}${path}`, init);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }
  const post = <T = unknown>(path: string, body: unknown) =>
    json<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const emulatorLog = () => json<EmulatorLogEntry[]>('/dev/twilio/log');
  return {
    json,
    post,
    emulatorLog,
    /** The advisor's leg the server added to the conference of the call `callSid`. */
    async legOf(callSid: string): Promise<EmulatorLogEntry> {
      const leg = (await emulatorLog()).find(
        (entry) => entry.op === 'participant.create' && entry.conference === `call-${callSid}`,
      );
      if (!leg) throw new Error(`no advisor leg for ${callSid}`);
      return leg;
    },
  };
}
