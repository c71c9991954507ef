import { signTelephonyRequest } from '../../../server/src/modules/advisor-status/signature.ts';
import { E2E_TELEPHONY_SECRET } from './server.ts';

export interface TelephonyStatus {
  signedIn: boolean;
  onACall: boolean;
  bridged: boolean;
  isICCall: boolean;
  availTime: number;
  availTimeStr: string;
}

export const AVAILABLE: TelephonyStatus = {
  signedIn: true,
  onACall: false,
  bridged: false,
  isICCall: false,
  availTime: 0,
  availTimeStr: '',
};

/** What the telephony platform does: stamp the request and sign "<timestamp>.POST <path>\n<exact bytes sent>". */
export async function pushStatus(
  baseURL: string,
  agentId: number,
  status: TelephonyStatus,
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
