import type { TelephonyStatusBody } from '../../../server/src/modules/advisor-status/routes.ts';
import { signTelephonyRequest } from '../../../server/src/modules/advisor-status/signature.ts';
import { E2E_TELEPHONY_SECRET } from './server.ts';

/** An advisor signed in and free, as the server's own tests push it. */
export { AVAILABLE } from '../../../server/test/advisors/telephony-client.ts';

/** What the telephony platform does: stamp the request and sign "<timestamp>.POST <path>\n<exact bytes sent>". */
export async function pushStatus(
  baseURL: string,
  agentId: number,
  status: TelephonyStatusBody,
): Promise<Response> {
  const body = JSON.stringify(status);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const path = `/api/telephony/agents/${agentId}/status`;
  const signature = signTelephonyRequest(E2E_TELEPHONY_SECRET, {
    timestamp,
    method: 'POST',
    url: path,
    body,
  });
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-telephony-timestamp': timestamp,
      'x-signature': signature,
    },
    body,
  });
}
